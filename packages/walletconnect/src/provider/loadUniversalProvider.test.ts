import { afterEach, describe, expect, it, vi } from 'vitest'

const sdk = vi.hoisted(() => ({ loads: 0, inits: [] as unknown[] }))

vi.mock('@walletconnect/universal-provider', () => {
  sdk.loads++
  const verify = { register: async () => 'attestation', resolve: async () => ({ origin: 'x' }) }
  const provider = {
    session: undefined,
    client: { core: { verify }, on: () => {}, off: () => {} },
    on: () => {},
    off: () => {},
  }
  return {
    UniversalProvider: {
      init: async (options: unknown) => {
        sdk.inits.push(options)
        return provider
      },
    },
  }
})

afterEach(() => {
  sdk.loads = 0
  sdk.inits = []
})

describe('loading the WalletConnect SDK', () => {
  it('happens on first use, not on import or creation, with telemetry and Verify off', async () => {
    const { createWalletConnectConnector } = await import('../index')
    const connector = createWalletConnectConnector({
      relayUrl: 'ws://127.0.0.1:9999',
      projectId: 'p1',
      storagePrefix: 'page-a',
    })
    expect(sdk.loads).toBe(0)
    expect(connector.getProvider()).toBeUndefined()

    expect(await connector.reconnect({ namespace: 'eip155' })).toBeUndefined()
    expect(sdk.loads).toBe(1)
    expect(sdk.inits).toEqual([
      {
        relayUrl: 'ws://127.0.0.1:9999',
        projectId: 'p1',
        metadata: { name: 'Portico', description: '', url: 'http://127.0.0.1', icons: [] },
        customStoragePrefix: 'page-a',
        telemetryEnabled: false,
        disableProviderPing: true,
        logger: 'error',
      },
    ])
    const provider = connector.getProvider()
    expect(await provider?.client.core.verify.register({ id: '1', decryptedId: '2' })).toBe('')
    expect(await provider?.client.core.verify.resolve({ attestationId: '' })).toBeUndefined()

    await connector.reconnect({ namespace: 'eip155' })
    expect(sdk.inits).toHaveLength(1)
  })

  it('takes the project id and metadata from the Portico options through the adapter context', async () => {
    const { createWalletConnectConnector } = await import('../index')
    const { createRecordingContext } = await import('../testing/createRecordingContext')
    const connector = createWalletConnectConnector()
    connector.attach(createRecordingContext([]))
    await connector.reconnect({ namespace: 'eip155' })
    expect(sdk.inits).toEqual([
      expect.objectContaining({
        relayUrl: 'ws://127.0.0.1:8788',
        projectId: 'portico-walletconnect-test',
        metadata: expect.objectContaining({ name: 'Portico test dapp' }),
        customStoragePrefix: 'portico',
      }),
    ])
  })

  it("fetches the SDK's code for prepare('code') without starting a provider", async () => {
    // A fresh module graph with its own SDK stand-in, so its load is counted here.
    vi.resetModules()
    const fresh = { loads: 0, inits: 0 }
    vi.doMock('@walletconnect/universal-provider', () => {
      fresh.loads++
      const verify = { register: async () => '', resolve: async () => undefined }
      const provider = {
        client: { core: { verify }, on: () => {}, off: () => {} },
        on: () => {},
        off: () => {},
      }
      return {
        UniversalProvider: {
          init: async () => {
            fresh.inits++
            return provider
          },
        },
      }
    })
    const { createWalletConnectConnector } = await import('../index')
    const connector = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:9999' })
    await connector.prepare('code')
    expect(fresh).toEqual({ loads: 1, inits: 0 })
    expect(connector.getProvider()).toBeUndefined()
    await connector.prepare('provider')
    expect(fresh).toEqual({ loads: 1, inits: 1 })
    expect(connector.getProvider()).toBeDefined()
  })
})
