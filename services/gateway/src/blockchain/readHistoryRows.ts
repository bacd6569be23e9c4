import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import type { NftDatabase } from '../nfts/NftDatabase'
import type { HistoryRow } from './HistoryRow'
import type { HistoryPosition } from './historyCursor'
import type { HistoryPageRow, HistoryTables } from './historyPage'
import { approvalRows, nftRows, operationRows, transferRows } from './historyRowArms'

/**
 * The rows of one history page of `account`, newest first, in ONE SQL statement: the page of
 * its transactions (plus one, to know whether more follow) and, for each, one row per transfer
 * of the account with the token moved (`transfer`; a lone row with null transfer columns when it
 * has none), per allowance it granted (`approval`: owner in `from_address`, spender in
 * `to_address`), and with `nfts` per NFT it moved (`nft`: contract in `token_address`, amount in
 * `value`, the token URI and collection name), and per ERC-4337 user operation the account sent
 * (`operation`: sender in `from_address`, paymaster in `to_address`, fee in `value`, nonce in
 * `token_id`, `success`). Every row carries its transaction; rows of one transaction follow each
 * other, each kind in log order.
 * @example
 * const rows = await readHistoryRows({ db, account: '0xabc…', chainId: undefined, after: undefined, limit: 20, nfts: true })
 */
export function readHistoryRows(args: HistoryRowsQuery): Promise<HistoryRow[]> {
  return historyRowsQuery(args).execute()
}

/**
 * What {@link readHistoryRows} reads: one page of `account` from `after`.
 * @example const q: HistoryRowsQuery = { db, account: '0xabc…', chainId: undefined, after: undefined, limit: 20, nfts: false }
 */
export type HistoryRowsQuery = {
  db: GatewayDb
  account: string
  chainId: string | undefined
  after: HistoryPosition | undefined
  limit: number
  /** Also the account's NFT movements. */
  nfts: boolean
}

/**
 * The statement of {@link readHistoryRows}, unexecuted (to compile, or to EXPLAIN).
 * @example const { sql, parameters } = historyRowsQuery(args).compile()
 */
export function historyRowsQuery(args: HistoryRowsQuery) {
  const { account, chainId, after, limit } = args
  const db = args.db.withTables<NftDatabase>()
  const withPage = db.with('page', (qb) => {
    let activity = qb
      .selectFrom('account_activity')
      .select(['chain_id', 'tx_hash', 'block_number', 'tx_index', 'timestamp'])
      .where('account', '=', account)
    if (chainId) activity = activity.where('chain_id', '=', chainId)
    if (after) activity = activity.where((eb) => beforePosition(eb, after, chainId))
    return activity
      .orderBy('timestamp', 'desc')
      .orderBy('chain_id', 'desc')
      .orderBy('block_number', 'desc')
      .orderBy('tx_index', 'desc')
      .limit(limit + 1)
  })
  // The first arm of the union carries the WITH clause; the others read the same `page`.
  const arms = db.withTables<{ page: HistoryPageRow }>()
  let rows: SelectQueryBuilder<HistoryTables, 'page', HistoryRow> = transferRows(
    withPage as unknown as typeof arms,
    account,
  )
    .unionAll(approvalRows(arms, account))
    .unionAll(operationRows(arms, account))
  if (args.nfts) rows = rows.unionAll(nftRows(arms, account))
  // A compound select orders by its output columns.
  return rows
    .orderBy(sql.ref('timestamp'), 'desc')
    .orderBy(sql.ref('chain_id'), 'desc')
    .orderBy(sql.ref('block_number'), 'desc')
    .orderBy(sql.ref('tx_index'), 'desc')
    .orderBy(sql.ref('kind'))
    .orderBy(sql.ref('log_index'))
    .orderBy(sql.ref('batch_index'))
}

// Strictly after `after` in history order. Within one chain that order is (timestamp, block,
// index): the columns of account_activity's primary key after its chain, so the key seeks there.
function beforePosition(
  eb: ExpressionBuilder<GatewayDatabase, 'account_activity'>,
  after: HistoryPosition,
  chainId: string | undefined,
) {
  if (chainId && after.chainId === chainId) {
    return eb(
      eb.refTuple('timestamp', 'block_number', 'tx_index'),
      '<',
      eb.tuple(after.timestamp, after.block, after.index),
    )
  }
  return eb(
    eb.refTuple('timestamp', 'chain_id', 'block_number', 'tx_index'),
    '<',
    eb.tuple(after.timestamp, after.chainId, after.block, after.index),
  )
}
