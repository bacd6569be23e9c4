import { type CaipNetwork, PAIRING_LIFETIME_MS } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRecordingContext } from '../testing/createRecordingContext'
import { useWalletConnectFixture } from '../testing/useWalletConnectFixture'
import type { WalletConnectConnector } from './WalletConnectConnector'

const fixture = useWalletConnectFixture()
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const devnets = () => fixture().networks as [CaipNetwork, CaipNetwork]

/** Connect `connector` and let the fixture's wallet approve. */
async function pairWithWallet(connector: WalletConnectConnector) {
  const connecting = connector.connect({
    namespace: 'eip155',
    caipNetwork: devnets()[0],
    onPairing: ({ uri }) => void fixture().wallet.pair(uri),
  })
  return connecting
}

const sign = (connector: WalletConnectConnector, text: string) =>
  connector.request({
    method: 'personal_sign',
    params: [`0x${Buffer.from(text).toString('hex')}`, fixture().wallet.address],
    namespace: 'eip155',
  })

describe('createWalletConnectConnector', () => {
  it('restores the stored session after a reload and serves requests through it', async () => {
    // Each page load has its own SDK core; in one Node process that takes this switch.
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const profile = fixture().profile()
    const first = fixture().createConnector({}, profile)
    const connected = await pairWithWallet(first)
    await first.destroy()

    const second = fixture().createConnector({}, profile)
    expect(second.getProvider()).toBeUndefined()
    const restored = await second.reconnect({ namespace: 'eip155', caipNetwork: devnets()[1] })
    expect(restored).toEqual({ ...connected, chainId: 31338 })
    expect(second.getChain('eip155')).toBe('eip155:31338')
    expect(await sign(second, 'after reload')).toMatch(/^0x[0-9a-f]{130}$/)
    expect(fixture().wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:31338',
    })

    const fresh = fixture().createConnector()
    expect(await fresh.reconnect({ namespace: 'eip155' })).toBeUndefined()
  }, 60_000)

  it('turns a declined proposal and a declined request into UserRejectedRequestError', async () => {
    const connector = fixture().createConnector()
    fixture().wallet.rejectNext()
    await expect(pairWithWallet(connector)).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'You declined the request in your wallet.',
    })
    expect(connector.getPairing()).toBeUndefined()

    await pairWithWallet(connector)
    fixture().wallet.rejectNext()
    await expect(sign(connector, 'no thanks')).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'You declined the request in your wallet.',
      code: 4001,
    })
  }, 60_000)

  it('surfaces the provider errors of spec §8 as short messages', async () => {
    const connector = fixture().createConnector()
    await expect(sign(connector, 'too early')).rejects.toMatchObject({
      shortMessage: 'Sign Client not initialized',
    })
    expect(await connector.reconnect({ namespace: 'eip155' })).toBeUndefined()
    await expect(sign(connector, 'too early')).rejects.toMatchObject({
      shortMessage: 'Please call connect() before request()',
    })

    await pairWithWallet(connector)
    await expect(
      connector.request({ method: 'solana_signMessage', params: {}, namespace: 'solana' }),
    ).rejects.toMatchObject({
      shortMessage:
        'Namespace is not configured. Please call connect() first with namespace config.',
    })
    await expect(
      connector.request({ method: 'eth_sign', params: [], namespace: 'eip155' }),
    ).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
    await expect(
      connector.request({
        method: 'eth_blockNumber',
        namespace: 'eip155',
        caipNetworkId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ shortMessage: 'No RPC url provided for chainId' })
  }, 60_000)

  it('fails a connect when the relay gives no pairing uri in time, so the view can retry', async () => {
    const connector = fixture().createConnector({
      relayUrl: 'ws://127.0.0.1:9',
      pairingTimeoutMs: 500,
    })
    await expect(connector.connect({ namespace: 'eip155' })).rejects.toMatchObject({
      shortMessage: 'Could not reach the WalletConnect relay',
      metaMessages: ['Relay: ws://127.0.0.1:9'],
    })
    expect(connector.getPairing()).toBeUndefined()
  }, 30_000)

  it('completes the next request after the relay restarts mid-session', async () => {
    const connector = fixture().createConnector()
    await pairWithWallet(connector)
    expect(await sign(connector, 'before restart')).toMatch(/^0x/)

    await fixture().restartRelay()
    expect(await sign(connector, 'after restart')).toMatch(/^0x/)
    expect(fixture().wallet.requests.at(-1)?.params).toEqual([
      `0x${Buffer.from('after restart').toString('hex')}`,
      fixture().wallet.address,
    ])
  }, 90_000)

  it('disconnects from the dapp side: the wallet hears it, the session and pairings go', async () => {
    const connector = fixture().createConnector()
    const context = createRecordingContext(fixture().networks)
    connector.attach(context)
    await pairWithWallet(connector)
    const provider = connector.getProvider()
    const topic = provider?.session?.topic
    expect(fixture().wallet.client.session.keys).toContain(topic)

    await connector.switchChain(devnets()[1])
    expect(context.chains.at(-1)).toEqual({ chainId: 31338, connectorId: 'walletConnect' })

    await connector.disconnect()
    expect(provider?.session).toBeUndefined()
    expect(provider?.namespaces).toBeUndefined()
    await vi.waitFor(() => expect(fixture().wallet.client.session.keys).not.toContain(topic))
    await vi.waitFor(() => expect(provider?.client.pairing.getAll({ active: true })).toEqual([]))
    // A disconnect we asked for is not reported back as a wallet-side one.
    expect(context.disconnects).toEqual([])
    await connector.disconnect()
    expect(fixture().outbound).toEqual([])
  }, 60_000)

  it('gets ready ahead of a connect: the provider first, then a pairing the next connect shows at once', async () => {
    const connector = fixture().createConnector()
    const context = createRecordingContext(fixture().networks)
    connector.attach(context)
    await connector.prepare('code')
    expect(connector.getProvider()).toBeUndefined()

    await connector.prepare('provider')
    expect(connector.getProvider()).toBeDefined()
    expect(context.pairings).toEqual([])

    await connector.prepare('pairing')
    await vi.waitFor(() => expect(context.pairings).toHaveLength(1), { timeout: 15_000 })
    expect(connector.getProvider()?.client.core.relayer.connected).toBe(true)
    const [prepared] = context.pairings
    expect(prepared?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // Asked again while it lives, it stays the one pairing.
    await connector.prepare('pairing')

    const shown: string[] = []
    const connecting = connector.connect({
      namespace: 'eip155',
      onPairing: ({ uri }) => shown.push(uri),
    })
    await vi.waitFor(() => expect(shown).toEqual([prepared?.uri]))
    expect(context.pairings).toEqual([prepared, prepared])
    await fixture().wallet.pair(prepared?.uri ?? '')
    expect(await connecting).toMatchObject({ address: fixture().wallet.address, chainId: 31337 })

    // With a session there is nothing to prepare.
    await connector.prepare('pairing')
    expect(connector.getPairing()).toBeUndefined()
    expect(context.pairings).toHaveLength(2)
    expect(fixture().outbound).toEqual([])
  }, 60_000)

  // Last: the faked clock moves the SDK clients' notion of time by minutes.
  it('reuses an unexpired pairing and makes a fresh one when under 10 s are left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const connector = fixture().createConnector()
    const context = createRecordingContext(fixture().networks)
    connector.attach(context)

    const firstCall = connector.connect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(context.pairings).toHaveLength(1), { timeout: 15_000 })
    const [first] = context.pairings
    const expiry = first?.expiry ?? 0
    expect(expiry - start).toBeGreaterThanOrEqual(PAIRING_LIFETIME_MS)
    expect(expiry - Date.now()).toBeLessThanOrEqual(PAIRING_LIFETIME_MS)

    // Real time still runs under the faked clock: keep half a second from the 10 s boundary.
    vi.setSystemTime(expiry - 10_500)
    const secondCall = connector.connect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(context.pairings).toEqual([first, first]))

    vi.setSystemTime(expiry - 9_500)
    const thirdCall = connector.connect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(context.pairings).toHaveLength(3), { timeout: 15_000 })
    const fresh = context.pairings[2]
    expect(fresh?.uri).not.toBe(first?.uri)
    expect(connector.getPairing()).toEqual(fresh)

    await fixture().wallet.pair(fresh?.uri ?? '')
    const results = await Promise.all([firstCall, secondCall, thirdCall])
    expect(new Set(results.map((r) => r.address))).toEqual(new Set([fixture().wallet.address]))
    expect(connector.getPairing()).toBeUndefined()
  }, 60_000)
})
