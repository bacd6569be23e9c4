import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HOT_ACCOUNT,
  SEEDED_CHAINS,
  seededAccount,
  seedIndexedHistory,
} from '../bench/seedIndexedHistory'
import type { GatewayDb } from '../db/Database'
import { createTestDb } from '../testing/createTestDb'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import type { HistoryPosition } from './historyCursor'
import { type HistoryRowsQuery, historyRowsQuery } from './readHistoryRows'

const withPostgres = (await gatewayTestDialects()).includes('postgres')
const LIMIT = 20
// The tables that grow with the chains: none of them may be read from end to end.
const BIG_TABLES = [
  'account_activity',
  'transactions',
  'transfers',
  'approvals',
  'user_operations',
  'nft_transfers',
]

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  Plans?: PlanNode[]
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)]
}

let db: GatewayDb
let close: () => Promise<void>

// 200,000 transactions of 2,000 accounts on two chains, one account sending every tenth (20,000):
// with statistics, the sizes at which a plan that sorts an account's history or scans a table
// costs what the bench's ten million would show.
beforeAll(async () => {
  if (!withPostgres) return
  ;({ db, close } = await createTestDb('postgres'))
  await seedIndexedHistory(db, { transactions: 200_000, accounts: 2_000, hotEvery: 10 })
}, 120_000)

afterAll(() => close?.())

// The plan PostgreSQL runs for the statement the history page runs (compiled by Kysely, not
// written again here), with the rows each node actually produced.
async function planOf(args: Omit<HistoryRowsQuery, 'db' | 'limit' | 'nfts'>): Promise<PlanNode[]> {
  const { sql, parameters } = historyRowsQuery({ ...args, db, limit: LIMIT, nfts: true }).compile()
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${sql}`, [...parameters]),
  )
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan
  if (!plan) throw new Error('EXPLAIN returned no plan')
  return nodesOf(plan)
}

// A cursor from the middle of the account's history, as the page before it would have made.
async function middleOf(account: string, chainId: string | undefined): Promise<HistoryPosition> {
  let query = db
    .selectFrom('account_activity')
    .select(['timestamp', 'chain_id', 'block_number', 'tx_index'])
    .where('account', '=', account)
  if (chainId) query = query.where('chain_id', '=', chainId)
  const rows = await query.orderBy('timestamp', 'desc').execute()
  const row = rows[Math.floor(rows.length / 2)]
  if (!row) throw new Error(`no history of ${account}`)
  return {
    timestamp: Number(row.timestamp),
    chainId: row.chain_id,
    block: Number(row.block_number),
    index: row.tx_index,
  }
}

describe.runIf(withPostgres)('the history page statement on PostgreSQL', () => {
  const cases = [
    ['the hot account', HOT_ACCOUNT],
    ['an ordinary account', seededAccount(8)],
  ] as const
  const chains = [
    ['every chain', undefined],
    ['one chain', SEEDED_CHAINS[1]],
  ] as const
  describe.each(cases)('%s', (_, account) => {
    describe.each(chains)('%s', (_, chainId) => {
      it.each([
        ['first page', false],
        ['next page by cursor', true],
      ] as const)(
        '%s: seeks the page by index, reads at most a page of activity and sorts only the page',
        async (_, fromCursor) => {
          const after = fromCursor ? await middleOf(account, chainId) : undefined
          const nodes = await planOf({ account, chainId, after })
          // The page comes from an index walked in history order, stopped after LIMIT + 1 rows.
          const activity = nodes.filter((n) => n['Relation Name'] === 'account_activity')
          expect(activity.map((n) => n['Node Type'])).toEqual([
            expect.stringMatching(/^Index (Only )?Scan$/),
          ])
          expect(activity[0]?.['Actual Rows']).toBeLessThanOrEqual(LIMIT + 1)
          expect(activity[0]?.['Actual Loops']).toBe(1)
          // Every other big table is probed per page row, never scanned.
          const scans = nodes.filter((n) => BIG_TABLES.includes(n['Relation Name'] ?? ''))
          expect(scans.filter((n) => !/Index/.test(n['Node Type']))).toEqual([])
          for (const n of scans) expect(n['Actual Rows']).toBeLessThanOrEqual(LIMIT + 1)
          // Sorts (the union's order) see the page's rows, not the account's history.
          const sorts = nodes.filter((n) => n['Node Type'] === 'Sort')
          for (const n of sorts)
            expect(n['Actual Rows'] * n['Actual Loops']).toBeLessThanOrEqual(4 * (LIMIT + 1))
        },
      )
    })
  })
})
