import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createSqliteKysely } from '@portico/server'
import { type Anvil, anvilAccounts, startAnvil } from '@portico/test'
import { startFaultyRpcProxy } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createPublicClient, http, type PublicClient, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { chainConfigSchema } from '../config/gatewayConfigSchema'
import type { GatewayDatabase } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
import { indexedRows } from '../testing/indexedRows'
import { type RpcOverride, startNodeInFront } from '../testing/startNodeInFront'
import { createIndexer } from './createIndexer'

const [alice, bob, carol] = anvilAccounts.map((a) => a.address) as [Address, Address, Address]
const dir = mkdtempSync(join(tmpdir(), 'portico-fetch-blocks-'))
let anvil: Anvil
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
  rmSync(dir, { recursive: true, force: true })
})

// A node in front of anvil: `override` answers some calls of each batch, anvil the others.
const startNode = (override: RpcOverride) => startNodeInFront(anvil.rpcUrl, override)

async function sendEach(txs: { from: Address; to: Address; value: bigint }[]): Promise<void> {
  for (const { from, to, value } of txs) {
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(value) }],
    } as never)) as `0x${string}`
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
}

// An indexer with the production chain client, on `rpcUrl`, into a database of its own.
async function indexerOn(rpcUrl: string, name: string) {
  const db = createSqliteKysely<GatewayDatabase>(join(dir, `${name}.sqlite`))
  await migrateGatewayDb(db)
  const config = chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl })
  const lines: string[] = []
  const logger = createLogger({ service: 'test', destination: { write: (l) => lines.push(l) } })
  const chain = {
    caip2: 'eip155:31337',
    config,
    client: createChainClients([config], { logger }).get('eip155:31337') as PublicClient,
  }
  const indexer = createIndexer({
    db,
    chains: [chain],
    clock: createManualClock(),
    pollIntervalMs: 1000,
    batchSize: 3,
    logger,
  })
  return { db, indexer, lines }
}

// The rows an indexer on anvil itself writes, whose traced fetches nothing disturbs.
async function rowsOnAnvil(name: string) {
  const { db, indexer } = await indexerOn(anvil.rpcUrl, name)
  await indexer.sync()
  const rows = await indexedRows(db)
  await db.destroy()
  return rows
}

describe('fetchBlocks behind a node that does not trace', () => {
  it('falls back to full blocks for good when trace_block is not served', async () => {
    await sendEach([
      { from: alice, to: bob, value: 1n },
      { from: bob, to: carol, value: 2n },
      { from: alice, to: carol, value: 3n },
      { from: alice, to: bob, value: 4n },
    ])
    let traceBlockCalls = 0
    const node = await startNode((call) => {
      if (call.method !== 'trace_block') return undefined
      traceBlockCalls++
      return {
        error: { code: -32601, message: 'the method trace_block does not exist/is not available' },
      }
    })
    try {
      const { db, indexer, lines } = await indexerOn(node.url, 'unserved')
      await indexer.sync()
      expect(await indexedRows(db)).toEqual(await rowsOnAnvil('unserved-reference'))
      const asked = traceBlockCalls
      expect(asked).toBeGreaterThan(0)
      expect(lines.filter((l) => l.includes('does not serve trace_block'))).toHaveLength(1)

      await sendEach([{ from: bob, to: alice, value: 5n }])
      await indexer.sync()
      expect(traceBlockCalls).toBe(asked)
      expect(await indexedRows(db)).toEqual(await rowsOnAnvil('unserved-reference-2'))
      await db.destroy()
    } finally {
      node.server.close()
    }
  }, 30_000)

  it('fetches full blocks for a range trace_block failed on, and traces the next', async () => {
    await sendEach([
      { from: carol, to: alice, value: 6n },
      { from: carol, to: bob, value: 7n },
    ])
    // A pruned node: no state for these blocks, then (as if it caught up) anvil answers again.
    let failing = true
    let traceBlockCalls = 0
    const node = await startNode((call) => {
      if (call.method !== 'trace_block') return undefined
      traceBlockCalls++
      return failing ? { error: { code: -32000, message: 'missing trie node' } } : undefined
    })
    try {
      const { db, indexer, lines } = await indexerOn(node.url, 'pruned')
      await indexer.sync()
      expect(await indexedRows(db)).toEqual(await rowsOnAnvil('pruned-reference'))
      expect(lines.filter((l) => l.includes('missing trie node'))).toHaveLength(1)
      const asked = traceBlockCalls
      expect(asked).toBeGreaterThan(0)

      failing = false
      await sendEach([{ from: alice, to: carol, value: 8n }])
      await indexer.sync()
      expect(traceBlockCalls).toBeGreaterThan(asked)
      expect(await indexedRows(db)).toEqual(await rowsOnAnvil('pruned-reference-2'))
      await db.destroy()
    } finally {
      node.server.close()
    }
  }, 30_000)

  it('stops with an error naming the call when trace_block answers in another shape', async () => {
    await sendEach([{ from: bob, to: carol, value: 9n }])
    const node = await startNode((call) =>
      call.method === 'trace_block' ? { result: [{ action: 'call' }] } : undefined,
    )
    try {
      const { db, indexer } = await indexerOn(node.url, 'malformed')
      await expect(indexer.sync()).rejects.toThrow(
        /trace_block\(0x[0-9a-f]+\) answered in an unexpected shape/,
      )
      expect(await indexedRows(db)).toEqual({ transactions: [], transfers: [], activity: [] })
      await db.destroy()
    } finally {
      node.server.close()
    }
  }, 30_000)
})

describe('the indexer behind a provider with limits', () => {
  it('catches up through 429s, a batch cap and a dropped connection with every row a direct read gives, none twice', async () => {
    await sendEach([
      { from: alice, to: bob, value: 10n },
      { from: bob, to: carol, value: 11n },
      { from: carol, to: alice, value: 12n },
    ])
    // Every third request refused with a 429, batches of more than 4 calls refused as providers
    // do, the first request's connection dropped.
    const proxy = await startFaultyRpcProxy(anvil.rpcUrl, {
      rateLimitEvery: 3,
      retryAfter: '0',
      maxBatchSize: 4,
      dropNext: 1,
    })
    try {
      const { db, indexer, lines } = await indexerOn(proxy.url, 'limited')
      await indexer.sync()
      expect(await indexedRows(db)).toEqual(await rowsOnAnvil('limited-reference'))
      expect(proxy.seen.filter((seen) => seen.answer === 429).length).toBeGreaterThan(0)
      expect(proxy.seen.filter((seen) => seen.answer === 'refused batch').length).toBeGreaterThan(0)
      expect(lines.some((line) => line.includes('smaller batches from now on'))).toBe(true)
      await db.destroy()
    } finally {
      await proxy.stop()
    }
  }, 30_000)
})
