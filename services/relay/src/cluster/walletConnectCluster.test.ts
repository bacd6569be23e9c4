import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { historyResponseSchema } from '@portico/common/schemas/api'
import { type Anvil, startAnvil } from '@portico/test'
import { guardFetch } from '@portico/test/fetch/guardFetch'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testPostgresAnswers, testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { spawnRelayProcess } from '../bench/spawnRelayProcess'
import { initTestSignClient } from '../testing/initTestSignClient'
import { pairTestSignClients } from '../testing/pairTestSignClients'
import { spawnGatewayNode } from '../testing/spawnGatewayNode'
import { startRoundRobinFront } from '../testing/startRoundRobinFront'

const PROJECT_ID = 'portico-cluster-test'
const CHAIN = 'eip155:31337'
const SENDER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})

const initClient = (name: string, relayUrl: string) =>
  initTestSignClient({ name, relayUrl, projectId: PROJECT_ID, cleanups })

async function sendEther(anvil: Anvil): Promise<string> {
  const res = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: SENDER, to: RECIPIENT, value: '0x1' }],
    }),
  })
  const { result } = (await res.json()) as { result: string }
  return result.toLowerCase()
}

async function historyHashes(gatewayUrl: string): Promise<string[]> {
  const res = await fetch(`${gatewayUrl}/v1/account/${RECIPIENT}/history?chainId=${CHAIN}`)
  const body = historyResponseSchema.parse(await res.json())
  return body.data.map((item) => item.metadata.hash ?? '')
}

const ready =
  (await testRedisAnswers('the WalletConnect cluster test')) &&
  (await testPostgresAnswers('the WalletConnect cluster test'))

describe.runIf(ready)('two gateway nodes on PostgreSQL and three relay nodes over Redis', () => {
  it('pairs the real SDKs across relay nodes; a relay node and the indexing gateway node are killed mid-run; nothing lost, nothing twice', async () => {
    // Keep the SDKs on loopback (no Verify or telemetry calls leave the machine).
    const outbound = guardFetch()
    cleanups.push(async () => vi.unstubAllGlobals())

    const anvil = await startAnvil({ chainId: 31337 })
    cleanups.push(() => anvil.stop())
    const space = testRedisKeySpace('relay')
    cleanups.push(space.clear)
    const schema = testPostgresSchema('cluster')
    cleanups.push(schema.drop)
    const dir = mkdtempSync(join(tmpdir(), 'portico-cluster-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))

    const relayEnv = {
      PORTICO_RELAY_REDIS_URL: space.url,
      PORTICO_RELAY_REDIS_PREFIX: `${space.prefix}relay:`,
      PORTICO_RELAY_AUDIENCE_HOSTS: '127.0.0.1',
      PORTICO_RELAY_PROJECT_IDS: PROJECT_ID,
      PORTICO_RELAY_LOG_LEVEL: 'error',
    }
    const relays = await Promise.all([1, 2, 3].map(() => spawnRelayProcess(relayEnv)))
    for (const relay of relays) cleanups.push(() => relay.kill())
    const front = await startRoundRobinFront(relays.map((relay) => Number(new URL(relay.url).port)))
    cleanups.push(front.close)

    const gatewayConfig = {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
      database: { url: schema.url, schema: schema.name, poolSize: 4 },
      redis: { url: space.url, keyPrefix: `${space.prefix}gateway:` },
      indexer: { pollIntervalMs: 200, leaderCheckMs: 300 },
    }
    const gateways = [
      await spawnGatewayNode(gatewayConfig, join(dir, 'a.json')),
      await spawnGatewayNode(gatewayConfig, join(dir, 'b.json')),
    ]
    for (const gateway of gateways) cleanups.push(() => gateway.kill())
    // Exactly one node indexes.
    await vi.waitFor(() => expect(gateways.filter((g) => g.indexing())).toHaveLength(1), {
      timeout: 10_000,
    })

    // WalletConnect: dapp and wallet reach the relay through the front, on different nodes.
    const relayUrl = `ws://127.0.0.1:${front.port}`
    const dapp = await initClient('dapp', relayUrl)
    const wallet = await initClient('wallet', relayUrl)
    const { sign, requests } = await pairTestSignClients({
      dapp,
      wallet,
      chain: CHAIN,
      account: SENDER,
    })
    const [dappLink, walletLink] = front.connections
    expect(dappLink?.backend).not.toBe(walletLink?.backend)
    expect(await sign('0x01')).toBe('signed:0x01')

    // Kill -9 the wallet's relay node: its request is stored and reaches the wallet once it
    // reconnects (through the front) to a live node.
    const linksBefore = front.connections.length
    await relays[walletLink?.backend ?? 0]?.kill()
    expect(await sign('0x02')).toBe('signed:0x02')
    // The wallet came back through the front, to another node.
    expect(front.connections.length).toBeGreaterThan(linksBefore)
    expect(await sign('0x03')).toBe('signed:0x03')
    expect(front.connections.filter((link) => link.open).map((link) => link.backend)).not.toContain(
      walletLink?.backend,
    )
    expect(requests).toHaveLength(3)
    expect(new Set(requests).size).toBe(3)

    // Gateway: both nodes answer from one index; kill -9 the indexing node mid-run.
    const sent = [await sendEther(anvil), await sendEther(anvil)]
    for (const gateway of gateways) {
      await vi.waitFor(
        async () => expect((await historyHashes(gateway.url)).sort()).toEqual([...sent].sort()),
        {
          timeout: 10_000,
          interval: 200,
        },
      )
    }
    const indexing = gateways.find((g) => g.indexing())
    const survivor = gateways.find((g) => g !== indexing)
    if (!indexing || !survivor) throw new Error('one indexing node and one other expected')
    await indexing.kill()
    sent.push(await sendEther(anvil), await sendEther(anvil))
    const killedAt = Date.now()
    await vi.waitFor(() => expect(survivor.indexing()).toBe(true), { timeout: 10_000 })
    await vi.waitFor(
      async () => expect((await historyHashes(survivor.url)).sort()).toEqual([...sent].sort()),
      { timeout: 15_000, interval: 200 },
    )
    expect(Date.now() - killedAt).toBeLessThan(15_000)
    expect(outbound).toEqual([])
  }, 120_000)
})
