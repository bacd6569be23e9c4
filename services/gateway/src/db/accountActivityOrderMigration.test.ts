import { createPostgresKysely, createSqliteKysely, migrateToLatest } from '@portico/server'
import { type Kysely, Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { readHistoryRows } from '../blockchain/readHistoryRows'
import { indexedTables } from '../indexer/indexedTables'
import { createTestSchema } from '../testing/createTestDb'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { bulkInsert } from './bulkInsert'
import type { AccountActivityTable, GatewayDatabase, GatewayDb } from './Database'
import { gatewayMigrations } from './migrations'
import { userOperationsMigration } from './userOperationsMigration'

const dialects = await gatewayTestDialects()
const BEFORE = '0007_approvals'
const migrationsBefore = Object.fromEntries(
  Object.entries(gatewayMigrations).filter(([name]) => name <= BEFORE),
)

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function openUnmigrated(
  dialect: GatewayTestDialect,
): Promise<{ db: GatewayDb; schema?: string }> {
  if (dialect === 'sqlite') {
    const db = createSqliteKysely<GatewayDatabase>(':memory:')
    cleanups.push(() => db.destroy())
    return { db }
  }
  const schema = await createTestSchema()
  const { db } = createPostgresKysely<GatewayDatabase>({
    url: schema.url,
    schema: schema.name,
    poolSize: 2,
  })
  cleanups.push(schema.drop, () => db.destroy())
  return { db, schema: schema.name }
}

const alice = `0x${'a'.repeat(40)}`
const bob = `0x${'b'.repeat(40)}`

// Two accounts on two chains, with transactions of equal timestamps so every order column counts.
function seedRows() {
  const activity = Array.from({ length: 60 }, (_, i) => ({
    account: i % 4 === 0 ? bob : alice,
    chain_id: i % 3 === 0 ? 'eip155:1' : 'eip155:10',
    tx_hash: `0x${i.toString(16).padStart(64, '0')}`,
    block_number: 100 + Math.floor(i / 5),
    tx_index: i % 5,
    timestamp: 1_700_000_000 + Math.floor(i / 10),
  }))
  const transactions = activity.map((a) => ({
    chain_id: a.chain_id,
    hash: a.tx_hash,
    block_number: a.block_number,
    tx_index: a.tx_index,
    timestamp: a.timestamp,
    from_address: a.account,
    to_address: null,
    nonce: a.tx_index,
    status: 'confirmed' as const,
  }))
  return { activity, transactions }
}

// Every page of both accounts, with and without a chain, following the cursors.
async function allPages(db: GatewayDb): Promise<unknown[]> {
  const pages: unknown[] = []
  for (const account of [alice, bob]) {
    for (const chainId of [undefined, 'eip155:1', 'eip155:10']) {
      let after: Parameters<typeof readHistoryRows>[0]['after']
      for (;;) {
        const rows = await readHistoryRows({ db, account, chainId, after, limit: 7, nfts: true })
        const page = rows.filter((row, i) => rows.findIndex((r) => r.hash === row.hash) === i)
        pages.push(page.slice(0, 7).map((row) => [row.chain_id, row.hash, row.timestamp]))
        const last = page[6]
        if (page.length <= 7 || !last) break
        after = {
          timestamp: last.timestamp,
          chainId: last.chain_id,
          block: last.block_number,
          index: last.tx_index,
        }
      }
    }
  }
  return pages
}

const countActivity = async (db: GatewayDb) =>
  Number(
    (
      await db
        .selectFrom('account_activity')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe.each(dialects)('the account_activity order migration on %s', (dialect) => {
  it('keeps every row, gives the same pages, and still admits one row per account and transaction', async () => {
    const { db, schema } = await openUnmigrated(dialect)
    await migrateToLatest(db as Kysely<unknown>, { migrations: migrationsBefore, schema })
    const { activity, transactions } = seedRows()
    await db.insertInto('transactions').values(transactions).execute()
    await db.insertInto('account_activity').values(activity).execute()
    // Today's history statement also reads user operations, a later migration's table: there for
    // the pages read before this migration only.
    await userOperationsMigration.up(db as Kysely<unknown>)
    const before = await allPages(db)
    await userOperationsMigration.down?.(db as Kysely<unknown>)
    // Each row once among its account's pages of every chain, once among those of its chain.
    expect(before.flat().length).toBe(120)

    await migrateToLatest(db as Kysely<unknown>, { migrations: gatewayMigrations, schema })
    expect(await countActivity(db)).toBe(60)
    expect(await allPages(db)).toEqual(before)
    // A range written again (the indexer's conflict rule) adds nothing.
    await db
      .transaction()
      .execute((trx) =>
        bulkInsert<GatewayDatabase, AccountActivityTable>(trx, indexedTables.activity, activity),
      )
    expect(await countActivity(db)).toBe(60)

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => gatewayMigrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    })
    const { error } = await migrator.migrateTo(BEFORE)
    expect(error).toBeUndefined()
    expect(await countActivity(db)).toBe(60)
    await userOperationsMigration.up(db as Kysely<unknown>)
    expect(await allPages(db)).toEqual(before)
  })
})

describe('account_activity on SQLite', () => {
  it('keeps the rows in the key, with two indexes beside it', async () => {
    const { db } = await openUnmigrated('sqlite')
    await migrateToLatest(db as Kysely<unknown>, { migrations: gatewayMigrations })
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where tbl_name = 'account_activity' order by name`.execute(
      db,
    )
    expect(rows.map((r) => r.name)).toEqual([
      'account_activity',
      'account_activity_block',
      'account_activity_order',
    ])
    expect(rows[0]?.sql).toMatch(/without rowid$/i)
  })
})
