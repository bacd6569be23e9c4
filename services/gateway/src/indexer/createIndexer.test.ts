import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import { type Anvil, startAnvil } from '@portico/test'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { chainConfigSchema } from '../config/gatewayConfigSchema'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
import { createTestSchema } from '../testing/createTestDb'
import { ANVIL_ACCOUNT, compileTestToken, deployTestToken } from '../testing/deployTestToken'
import { ANVIL_ACCOUNTS, sendEther, sendToken } from '../testing/devnetActions'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { createIndexer } from './createIndexer'

let anvil: Anvil
let client: PublicClient
let chain: GatewayChain
let token: Address
const dir = mkdtempSync(join(tmpdir(), 'portico-indexer-'))
const dialects = await gatewayTestDialects()
// Postgres stand-ins for the SQLite files: one schema per name, reopened like a file.
const schemas = new Map<string, Awaited<ReturnType<typeof createTestSchema>>>()
const recipient = ANVIL_ACCOUNTS[0] as Address

// A devnet per dialect: the reset test wipes the chain the next run would need.
async function startChain() {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl, { batch: true }) })
  chain = {
    caip2: 'eip155:31337',
    config: chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }),
    client,
  }
  token = await deployTestToken({ rpcUrl: anvil.rpcUrl, client, artifact: compileTestToken() })
}

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  for (const schema of schemas.values()) await schema.drop()
})

async function openDbOn(dialect: GatewayTestDialect, name: string): Promise<GatewayDb> {
  if (dialect === 'sqlite') {
    const db = createSqliteKysely<GatewayDatabase>(join(dir, name))
    await migrateGatewayDb(db)
    return db
  }
  let schema = schemas.get(name)
  if (!schema) {
    schema = await createTestSchema()
    schemas.set(name, schema)
  }
  const db = createPostgresKysely<GatewayDatabase>({
    url: schema.url,
    schema: schema.name,
    poolSize: 2,
  }).db
  await migrateGatewayDb(db, { schema: schema.name })
  return db
}

function indexerFor(db: GatewayDb, batchSize = 3) {
  return createIndexer({
    db,
    chains: [chain],
    clock: createManualClock(),
    pollIntervalMs: 20,
    batchSize,
  })
}

async function counts(db: GatewayDb) {
  const count = async (table: 'transactions' | 'transfers' | 'account_activity') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    transactions: await count('transactions'),
    transfers: await count('transfers'),
    activity: await count('account_activity'),
  }
}

describe.each(dialects)('indexer on a real anvil (%s)', (dialect) => {
  const openDb = (name: string) => openDbOn(dialect, name)
  beforeAll(startChain, 60_000)
  afterAll(() => anvil?.stop())

  it('records native and ERC20 transfers and token metadata', async () => {
    const ethHash = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: recipient, ether: '1.5' })
    const tokenHash = await sendToken({
      rpcUrl: anvil.rpcUrl,
      client,
      token,
      to: recipient,
      amount: 2_500_000n,
    })
    const db = await openDb('record.sqlite')
    const indexed = await indexerFor(db).sync()
    expect(indexed['eip155:31337']).toBe(Number(await client.getBlockNumber({ cacheTime: 0 })) + 1)

    const native = await db
      .selectFrom('transfers')
      .selectAll()
      .where('tx_hash', '=', ethHash.toLowerCase())
      .executeTakeFirstOrThrow()
    expect(native).toMatchObject({
      log_index: -1,
      token_address: null,
      from_address: ANVIL_ACCOUNT.toLowerCase(),
      to_address: recipient.toLowerCase(),
      value: '1500000000000000000',
    })
    const erc20 = await db
      .selectFrom('transfers')
      .selectAll()
      .where('tx_hash', '=', tokenHash.toLowerCase())
      .executeTakeFirstOrThrow()
    expect(erc20).toMatchObject({
      token_address: token.toLowerCase(),
      to_address: recipient.toLowerCase(),
      value: '2500000',
    })
    expect(await db.selectFrom('tokens').selectAll().execute()).toEqual([
      {
        chain_id: 'eip155:31337',
        address: token.toLowerCase(),
        name: 'Test USD',
        symbol: 'TUSD',
        decimals: 6,
      },
    ])
    const history = await db
      .selectFrom('account_activity')
      .select('tx_hash')
      .where('account', '=', recipient.toLowerCase())
      .execute()
    expect(history.map((h) => h.tx_hash).sort()).toEqual(
      [ethHash, tokenHash].map((h) => h.toLowerCase()).sort(),
    )
    await db.destroy()
  }, 30_000)

  it('marks a reverted transaction failed and records no value moved by it', async () => {
    // Sent with a fixed gas limit so the node includes it although the transfer reverts.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1n],
    })
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [
        { from: ANVIL_ACCOUNTS[1] as Address, to: token, data, gas: '0x186a0', value: '0x1' },
      ],
    } as never)) as `0x${string}`
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const db = await openDb('failed.sqlite')
    await indexerFor(db, 50).sync()
    const tx = await db
      .selectFrom('transactions')
      .select('status')
      .where('hash', '=', hash.toLowerCase())
      .executeTakeFirstOrThrow()
    expect(tx.status).toBe('failed')
    const transfers = await db
      .selectFrom('transfers')
      .select('log_index')
      .where('tx_hash', '=', hash.toLowerCase())
      .execute()
    expect(transfers).toEqual([])
    await db.destroy()
  }, 30_000)

  it('survives a restart without losing or duplicating rows', async () => {
    const path = 'restart.sqlite'
    let db = await openDb(path)
    await indexerFor(db).sync()
    const before = await counts(db)
    expect(before.transactions).toBeGreaterThan(0)
    await db.destroy()

    // A new process: same file, fresh indexer; then the same range indexed again from scratch.
    db = await openDb(path)
    expect(await indexerFor(db).sync()).toEqual({ 'eip155:31337': 0 })
    expect(await counts(db)).toEqual(before)
    await db.updateTable('chain_cursors').set({ next_block: 0, last_hash: null }).execute()
    await indexerFor(db).sync()
    expect(await counts(db)).toEqual(before)

    await sendEther({ rpcUrl: anvil.rpcUrl, client, to: recipient, ether: '0.1' })
    await indexerFor(db).sync()
    const after = await counts(db)
    expect(after.transactions).toBe(before.transactions + 1)
    expect(after.transfers).toBe(before.transfers + 1)
    await db.destroy()
  }, 30_000)

  it('drops the blocks of a reorg and indexes the new branch', async () => {
    const db = await openDb('reorg.sqlite')
    const indexer = indexerFor(db)
    await indexer.sync()
    const snapshot = await client.request({ method: 'evm_snapshot' as 'eth_chainId' })
    const orphan = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: recipient, ether: '0.2' })
    await indexer.sync()
    expect(
      await db
        .selectFrom('transactions')
        .select('hash')
        .where('hash', '=', orphan.toLowerCase())
        .executeTakeFirst(),
    ).toBeDefined()

    await client.request({ method: 'evm_revert' as 'eth_chainId', params: [snapshot] as never })
    const replacement = await sendEther({
      rpcUrl: anvil.rpcUrl,
      client,
      to: ANVIL_ACCOUNTS[1] as Address,
      ether: '0.3',
    })
    await indexer.sync()
    const hashes = (await db.selectFrom('transactions').select('hash').execute()).map((r) => r.hash)
    expect(hashes).not.toContain(orphan.toLowerCase())
    expect(hashes).toContain(replacement.toLowerCase())
    await db.destroy()
  }, 30_000)

  it('re-indexes from genesis when the devnet is reset', async () => {
    const db = await openDb('reset.sqlite')
    const indexer = indexerFor(db, 50)
    await indexer.sync()
    expect((await counts(db)).transactions).toBeGreaterThan(2)
    await client.request({ method: 'anvil_reset' as 'eth_chainId', params: [] as never })
    const fresh = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: recipient, ether: '0.4' })
    await indexer.sync()
    const hashes = (await db.selectFrom('transactions').select('hash').execute()).map((r) => r.hash)
    expect(hashes).toEqual([fresh.toLowerCase()])
    expect(await db.selectFrom('tokens').selectAll().execute()).toEqual([])
    await db.destroy()
  }, 30_000)

  it('keeps up with new blocks while started', async () => {
    const db = await openDb('follow.sqlite')
    const indexer = indexerFor(db, 100)
    indexer.start()
    try {
      const hash = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: recipient, ether: '0.5' })
      const deadline = Date.now() + 10_000
      let row: unknown
      while (!row && Date.now() < deadline) {
        row = await db
          .selectFrom('transactions')
          .select('hash')
          .where('hash', '=', hash.toLowerCase())
          .executeTakeFirst()
        if (!row) await new Promise((r) => setTimeout(r, 25))
      }
      expect(row).toEqual({ hash: hash.toLowerCase() })
    } finally {
      await indexer.stop()
      await db.destroy()
    }
  }, 30_000)
})
