import { createSqliteKysely } from '@portico/server'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayDatabase } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
import { historyRowsQuery } from './readHistoryRows'

const db = createSqliteKysely<GatewayDatabase>(':memory:')
const account = `0x${'7'.padStart(40, '0')}`

// Many transactions, no approvals or NFTs, and statistics on them: the shape in which SQLite
// would rather scan every transaction than probe the empty tables from the page.
beforeAll(async () => {
  await migrateGatewayDb(db)
  const activity = Array.from({ length: 3_000 }, (_, i) => ({
    account: `0x${(i % 30).toString(16).padStart(40, '0')}`,
    chain_id: i % 3 === 0 ? 'eip155:1' : 'eip155:2',
    tx_hash: `0x${i.toString(16)}`,
    block_number: i,
    tx_index: 0,
    timestamp: 1_700_000_000 + i,
  }))
  for (let i = 0; i < activity.length; i += 300) {
    const rows = activity.slice(i, i + 300)
    await db.insertInto('account_activity').values(rows).execute()
    await db
      .insertInto('transactions')
      .values(
        rows.map((r) => ({
          chain_id: r.chain_id,
          hash: r.tx_hash,
          block_number: r.block_number,
          tx_index: 0,
          timestamp: r.timestamp,
          from_address: r.account,
          to_address: null,
          nonce: 0,
          status: 'confirmed' as const,
        })),
      )
      .execute()
  }
  await sql`analyze`.execute(db)
})

afterAll(() => db.destroy())

async function planOf(args: Parameters<typeof historyRowsQuery>[0]): Promise<string[]> {
  const { sql: text, parameters } = historyRowsQuery(args).compile()
  const values = [...parameters]
  const plan = await sql
    .raw<{ detail: string }>(
      `explain query plan ${text.replace(/\?/g, () => `'${String(values.shift())}'`)}`,
    )
    .execute(db)
  return plan.rows.map((row) => row.detail)
}

describe('the history page statement on SQLite', () => {
  it.each([
    ['one chain, first page', 'eip155:2', undefined],
    [
      'one chain, from a cursor',
      'eip155:2',
      { timestamp: 1_700_002_000, chainId: 'eip155:2', block: 2_000, index: 0 },
    ],
    [
      'every chain, from a cursor',
      undefined,
      { timestamp: 1_700_002_000, chainId: 'eip155:2', block: 2_000, index: 0 },
    ],
  ] as const)(
    '%s: seeks the page in a covering index and looks every row up by key',
    async (_, chainId, after) => {
      const plan = await planOf({ db, account, chainId, after, limit: 20, nfts: true })
      const page = plan.find((line) => line.includes('account_activity'))
      // One chain's history order is the table's key, which holds the rows (WITHOUT ROWID).
      expect(page).toMatch(
        chainId
          ? /^SEARCH account_activity USING PRIMARY KEY \(account=\? AND chain_id=\?/
          : /^SEARCH account_activity USING COVERING INDEX account_activity_order/,
      )
      if (after) expect(page).toContain('<(')
      // The only table read from end to end is the page itself (21 rows), once per kind of row.
      expect(plan.filter((line) => line.startsWith('SCAN'))).toEqual([
        'SCAN page',
        'SCAN page',
        'SCAN page',
        'SCAN page',
      ])
      // A page's user operations are looked up by their key, like its transfers.
      expect(plan.some((line) => /^SEARCH op USING (PRIMARY KEY|INDEX)/.test(line))).toBe(true)
    },
  )
})
