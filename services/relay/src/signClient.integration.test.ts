import { guardFetch } from '@portico/test/fetch/guardFetch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyRelayJwt } from './auth/verifyRelayJwt'
import { subscriptionId } from './hub/subscriptionId'
import { initTestSignClient } from './testing/initTestSignClient'
import { pairTestSignClients } from './testing/pairTestSignClients'
import { startTestRelay } from './testing/startTestRelay'
import { tempDbPath } from './testing/tempDbPath'

const PROJECT_ID = 'portico-relay-test'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337'
const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllGlobals()
})

const initClient = (name: string, relayUrl: string) =>
  initTestSignClient({ name, relayUrl, projectId: PROJECT_ID, cleanups })

function nextEvent<T>(
  subscribe: (resolve: (value: T) => void) => void,
  label: string,
  ms = 30_000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${label}`)), ms)
    subscribe((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

describe('WalletConnect sign-client 2.25 against the relay', () => {
  it('pairs, settles a session, serves requests across a relay restart, and disconnects', async () => {
    const outbound = guardFetch()
    const db = tempDbPath()
    cleanups.push(db.remove)
    const config = { projectIds: [PROJECT_ID] }
    let relay = await startTestRelay({ dbPath: db.path, config })
    const port = relay.port
    cleanups.push(() => relay.stop())

    const dapp = await initClient('dapp', relay.url)
    const wallet = await initClient('wallet', relay.url)

    const { uri, session, sign } = await pairTestSignClients({
      dapp,
      wallet,
      chain: CHAIN,
      account: ACCOUNT,
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])
    await vi.waitFor(() => expect(wallet.session.keys).toEqual([session.topic]), {
      timeout: 10_000,
    })
    // The ids the SDK computes locally (and sends in irn_unsubscribe) are the relay's ids.
    for (const client of [dapp, wallet]) {
      const clientId = await client.core.crypto.getClientId()
      const { subscriptions } = client.core.relayer.subscriber
      expect(subscriptions.size).toBeGreaterThan(0)
      for (const [id, { topic }] of subscriptions) expect(id).toBe(subscriptionId(topic, clientId))
    }

    expect(await sign('0x68656c6c6f')).toBe('signed:0x68656c6c6f')

    // Restart on the same port and database: both clients reconnect and resubscribe.
    await relay.stop()
    relay = await startTestRelay({ dbPath: db.path, config, port })
    await vi.waitFor(() => expect(relay.relay.connectionCount()).toBe(2), {
      timeout: 30_000,
      interval: 200,
    })
    expect(await sign('0x616761696e')).toBe('signed:0x616761696e')

    // A request made while the relay is down completes once it is back.
    await relay.stop()
    const pending = sign('0x646f776e')
    await new Promise((resolve) => setTimeout(resolve, 500))
    relay = await startTestRelay({ dbPath: db.path, config, port })
    expect(await pending).toBe('signed:0x646f776e')

    const deleted = nextEvent<{ topic: string }>(
      (resolve) => wallet.once('session_delete', resolve),
      'session_delete',
    )
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.keys).toEqual([])
    await vi.waitFor(() => expect(wallet.session.keys).toEqual([]))
    expect(outbound).toEqual([])
  }, 90_000)

  it('verifies the JWT the SDK signs and takes its did:key as the client id', async () => {
    const client = await initClient('probe', 'ws://127.0.0.1:8788')
    const jwt = await client.core.crypto.signJWT('ws://127.0.0.1:8788')
    const { clientId } = verifyRelayJwt(jwt, {
      nowSeconds: Math.floor(Date.now() / 1000),
      leewaySeconds: 60,
      maxLifetimeSeconds: 86_400,
      audienceHosts: ['127.0.0.1:8788'],
    })
    expect(clientId).toBe(await client.core.crypto.getClientId())
  })
})
