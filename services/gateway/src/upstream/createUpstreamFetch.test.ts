import { createLogger, createMetrics, type Metrics } from '@portico/server'
import { type Anvil, anvilAccounts, startAnvil } from '@portico/test'
import { startFaultyRpcProxy } from '@portico/test/devnet'
import { type Address, createPublicClient, http, type PublicClient, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { chainConfigSchema } from '../config/gatewayConfigSchema'
import { UpstreamError } from '../errors/UpstreamError'
import { fetchBlockRange } from '../indexer/fetchBlockRange'
import { createUpstreamFetch } from './createUpstreamFetch'
import { createUpstreamMetrics } from './createUpstreamMetrics'
import { upstreamConfigSchema } from './upstreamConfigSchema'

const [alice, bob] = anvilAccounts.map((a) => a.address) as [Address, Address]
let anvil: Anvil
let direct: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  direct = createPublicClient({ transport: http(anvil.rpcUrl) })
  // A few blocks with a transaction each, for ranges worth batching.
  for (let i = 0; i < 12; i++) {
    const hash = (await direct.request({
      method: 'eth_sendTransaction',
      params: [{ from: alice, to: bob, value: toHex(i + 1) }],
    } as never)) as `0x${string}`
    await direct.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

/** The gateway's client of a chain at `rpcUrl`, with `upstream` settings and its metrics. */
function gatewayClient(rpcUrl: string, upstream: Record<string, unknown> = {}) {
  const metrics = createMetrics({ service: 'gateway', processMetrics: false })
  const lines: string[] = []
  const config = chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl, upstream })
  const logger = createLogger({ service: 'test', destination: { write: (l) => lines.push(l) } })
  const client = createChainClients([config], { logger, metrics }).get('eip155:31337')
  if (!client) throw new Error('no client')
  return { client, metrics, lines }
}

async function metricValue(metrics: Metrics, name: string, labels: Record<string, string>) {
  const metric = await metrics.registry.getSingleMetric(name)?.get()
  const found = metric?.values.find((value) =>
    Object.entries(labels).every(([key, label]) => value.labels[key] === label),
  )
  return found?.value ?? 0
}

describe("the gateway's chain client behind a provider that misbehaves", () => {
  it('waits out 429s (their Retry-After, else its own back-off) and answers what the node answers', async () => {
    const proxy = await startFaultyRpcProxy(anvil.rpcUrl, { rateLimitEvery: 2, retryAfter: '0' })
    try {
      const { client, metrics, lines } = gatewayClient(proxy.url)
      const onNode = await direct.request({ method: 'eth_blockNumber' })
      for (let i = 0; i < 4; i++) {
        expect(await client.request({ method: 'eth_blockNumber' })).toBe(onNode)
      }
      expect(proxy.seen.filter((seen) => seen.answer === 429).length).toBeGreaterThanOrEqual(2)
      const chain = 'eip155:31337'
      expect(
        await metricValue(metrics, 'portico_upstream_calls_total', {
          chain,
          outcome: 'rate_limited',
        }),
      ).toBeGreaterThanOrEqual(2)
      expect(lines.some((line) => line.includes('RPC provider answered 429'))).toBe(true)

      // No Retry-After: the first wait is a second.
      proxy.faults.retryAfter = undefined
      const started = performance.now()
      await client.getBlockNumber({ cacheTime: 0 })
      await client.getBlockNumber({ cacheTime: 0 })
      expect(performance.now() - started).toBeGreaterThanOrEqual(950)
      expect(
        await metricValue(metrics, 'portico_upstream_backoff_seconds_total', { chain }),
      ).toBeGreaterThanOrEqual(1)
    } finally {
      await proxy.stop()
    }
  }, 30_000)

  it('fails a request whose 429 asks for a longer wait than allowed, or past its retries', async () => {
    const proxy = await startFaultyRpcProxy(anvil.rpcUrl, { rateLimitEvery: 1, retryAfter: '120' })
    try {
      const { client } = gatewayClient(proxy.url, { maxRetryAfterMs: 10_000 })
      await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/429|rate/i)
      proxy.faults.retryAfter = '0'
      const seenBefore = proxy.seen.length
      const retrying = gatewayClient(proxy.url, { maxRateLimitRetries: 2 })
      await expect(retrying.client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/429|rate/i)
      // The first try and two retries, then viem's own one more try does the same.
      expect(proxy.seen.length - seenBefore).toBe(6)
    } finally {
      await proxy.stop()
    }
  }, 30_000)

  for (const batchRefusal of ['error', '413'] as const) {
    it(`splits batches the provider refuses (${batchRefusal === 'error' ? 'one error object' : 'HTTP 413'}) and sends smaller ones from then on, every block as the node has it`, async () => {
      const proxy = await startFaultyRpcProxy(anvil.rpcUrl, { maxBatchSize: 7, batchRefusal })
      try {
        const { client, metrics, lines } = gatewayClient(proxy.url, { maxBatchSize: 50 })
        const through = await fetchBlockRange(client, 1, 12)
        expect(through).toEqual(await fetchBlockRange(direct, 1, 12))
        expect(through).toHaveLength(12)
        const chain = 'eip155:31337'
        // 24 calls (blocks and receipts) refused, then 12s refused, then 6s sent.
        expect(await metricValue(metrics, 'portico_upstream_max_batch_size', { chain })).toBe(6)
        expect(lines.filter((line) => line.includes('refused a batch')).length).toBeGreaterThan(0)
        const refusedBefore = proxy.seen.filter((seen) => seen.answer === 'refused batch').length
        expect(await fetchBlockRange(client, 1, 12)).toEqual(through)
        // The smaller size holds: the second range went without a refusal.
        expect(proxy.seen.filter((seen) => seen.answer === 'refused batch').length).toBe(
          refusedBefore,
        )
        expect(proxy.seen.every((seen) => seen.methods.length <= 7)).toBe(false)
        expect(
          proxy.seen
            .filter((seen) => seen.answer === 200)
            .every((seen) => seen.methods.length <= 7),
        ).toBe(true)
      } finally {
        await proxy.stop()
      }
    }, 30_000)
  }

  it('opens the circuit after consecutive failures, fails at once while open, and closes when a probe succeeds', async () => {
    const proxy = await startFaultyRpcProxy(anvil.rpcUrl, { failNext: 2, dropNext: 1 })
    try {
      const metrics = createUpstreamMetrics(
        createMetrics({ service: 'gateway', processMetrics: false }),
      )
      let now = 0
      const upstreamFetch = createUpstreamFetch({
        chainId: 'eip155:31337',
        config: upstreamConfigSchema.parse({ failureThreshold: 3, cooldownMs: 5_000 }),
        logger: createLogger({ service: 'test', destination: { write: () => undefined } }),
        metrics,
        timing: { now: () => now, sleep: async () => undefined },
      })
      const blockNumber = () =>
        upstreamFetch(proxy.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
        })
      await expect(blockNumber()).rejects.toThrow('fetch failed')
      expect((await blockNumber()).status).toBe(503)
      expect((await blockNumber()).status).toBe(503)
      const sent = proxy.seen.length
      const refused = await blockNumber().catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(UpstreamError)
      expect((refused as UpstreamError).code).toBe('CIRCUIT_OPEN')
      expect(proxy.seen.length).toBe(sent)
      expect((await metrics.circuitOpen.get()).values[0]?.value).toBe(1)
      now = 5_000
      const probe = await blockNumber()
      expect(probe.status).toBe(200)
      expect(((await probe.json()) as { result: string }).result).toBe(
        await direct.request({ method: 'eth_blockNumber' }),
      )
      expect((await metrics.circuitOpen.get()).values[0]?.value).toBe(0)
    } finally {
      await proxy.stop()
    }
  })
})
