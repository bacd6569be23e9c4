import type { SiwxMessageData } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import type { SiweConfig } from '../types/SiwxConfig'

/** A legacy siweConfig backed by memory, recording what the app's callbacks were given. */
function legacySiwe(options: { accept?: boolean } = {}) {
  const calls = { created: [] as SiwxMessageData[], verified: [] as string[], signedOut: 0 }
  let session: { address: string; chainId: number } | null = null
  const siwe: SiweConfig = {
    getNonce: async () => 'legacyNonce1',
    createMessage: (data) => {
      calls.created.push(data)
      return `${data.domain} wants you to sign in with your Ethereum account:\n${data.accountAddress}\n\nNonce: ${data.nonce}`
    },
    verifyMessage: async ({ message, signature }) => {
      calls.verified.push(`${message}|${signature}`)
      if (options.accept === false) return false
      const address = /\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1] ?? ''
      session = { address, chainId: 1 }
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      calls.signedOut++
      session = null
      return true
    },
  }
  return { siwe, calls }
}

describe('a legacy siweConfig passed alone (AppKit apps)', () => {
  it('opens sign-in after connecting, signs the text the app wrote, and keeps the session', async () => {
    const { siwe, calls } = legacySiwe()
    const { portico, fake } = createTestPortico({ siweConfig: siwe })
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    await portico.authenticate()
    expect(calls.created).toEqual([
      expect.objectContaining({
        accountAddress: fake.address,
        chainId: 'eip155:1',
        nonce: 'legacyNonce1',
        version: '1',
      }),
    ])
    expect(calls.verified).toHaveLength(1)
    expect(calls.verified[0]).toContain(`signed:`)
    expect(portico.stores.siwx.getState().status).toBe('success')
    expect(portico.stores.modal.getState().open).toBe(false)
    // Disconnecting signs out (signOutOnDisconnect defaults to true).
    await portico.disconnect()
    expect(calls.signedOut).toBe(1)
  })

  it("a signature the app's verifyMessage refuses is 'Invalid signature' and sign-in stays open", async () => {
    const { siwe } = legacySiwe({ accept: false })
    const { portico } = createTestPortico({ siweConfig: siwe })
    await portico.connect({ connectorId: 'injected' })
    await expect(portico.authenticate()).rejects.toThrow('Invalid signature')
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    expect(portico.stores.siwx.getState().status).toBe('error')
  })

  it('both siwx and siweConfig is still refused', () => {
    const { siwe } = legacySiwe()
    expect(() => createTestPortico({ siweConfig: siwe, siwx: legacySiweAsSiwx(siwe) })).toThrow()
  })
})

function legacySiweAsSiwx(siwe: SiweConfig) {
  return {
    createMessage: async () => ({ data: {} as SiwxMessageData, message: '' }),
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
