import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import type { NftDatabase } from '../nfts/NftDatabase'
import type { HistoryPosition } from './historyCursor'

type PageRow = {
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  timestamp: number
}
type HistoryTables = GatewayDatabase & NftDatabase & { page: PageRow }

// A typed SQL NULL: a literal, so PostgreSQL types it from the other arms of the union.
const none = <T>() => sql<T | null>`null`

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
  // CROSS JOIN with the conditions in WHERE: SQLite then keeps the page outermost and looks each
  // row up by primary key (as an inner join it may scan a whole table and probe the page);
  // PostgreSQL plans it as the inner join it is.
  const arms = db.withTables<{ page: PageRow }>()
  const pageOf = (from: typeof arms) =>
    from
      .selectFrom('page')
      .crossJoin('transactions as tx')
      .whereRef('tx.chain_id', '=', 'page.chain_id')
      .whereRef('tx.hash', '=', 'page.tx_hash')
  // Named with AS: SQLite orders a compound select by the names of its first arm.
  const transactionColumns = [
    'page.chain_id as chain_id',
    'page.block_number as block_number',
    'page.tx_index as tx_index',
    'page.timestamp as timestamp',
    'tx.hash as hash',
    'tx.from_address as tx_from',
    'tx.to_address as tx_to',
    'tx.nonce as nonce',
    'tx.status as status',
  ] as const

  const transfers = pageOf(withPage as unknown as typeof arms)
    .leftJoin('transfers as tr', (join) =>
      join
        .onRef('tr.chain_id', '=', 'page.chain_id')
        .onRef('tr.tx_hash', '=', 'page.tx_hash')
        .on((eb) =>
          eb.or([eb('tr.from_address', '=', account), eb('tr.to_address', '=', account)]),
        ),
    )
    .leftJoin('tokens as tk', (join) =>
      join.onRef('tk.chain_id', '=', 'tr.chain_id').onRef('tk.address', '=', 'tr.token_address'),
    )
    .select(transactionColumns)
    .select([
      sql<HistoryRowKind>`'transfer'`.as('kind'),
      'tr.log_index as log_index',
      sql<number>`0`.as('batch_index'),
      'tr.token_address',
      'tr.from_address',
      'tr.to_address',
      'tr.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
      none<string>().as('token_id'),
      none<string>().as('token_uri'),
      none<string>().as('collection_name'),
      // Typed: PostgreSQL types a union's column from its first arms, and untyped nulls there
      // would make it text, which the operations' integer then does not match.
      sql<number | null>`cast(null as integer)`.as('success'),
    ])

  const approvals = pageOf(arms)
    .crossJoin('approvals as ap')
    .whereRef('ap.chain_id', '=', 'page.chain_id')
    .whereRef('ap.tx_hash', '=', 'page.tx_hash')
    .where('ap.owner', '=', account)
    .leftJoin('tokens as tk', (join) =>
      join.onRef('tk.chain_id', '=', 'ap.chain_id').onRef('tk.address', '=', 'ap.token_address'),
    )
    .select(transactionColumns)
    .select([
      sql<HistoryRowKind>`'approval'`.as('kind'),
      'ap.log_index',
      sql<number>`0`.as('batch_index'),
      'ap.token_address',
      'ap.owner as from_address',
      'ap.spender as to_address',
      'ap.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
      none<string>().as('token_id'),
      none<string>().as('token_uri'),
      none<string>().as('collection_name'),
      none<number>().as('success'),
    ])

  const operations = pageOf(arms)
    .crossJoin('user_operations as op')
    .whereRef('op.chain_id', '=', 'page.chain_id')
    .whereRef('op.tx_hash', '=', 'page.tx_hash')
    .where('op.sender', '=', account)
    .select(transactionColumns)
    .select([
      sql<HistoryRowKind>`'operation'`.as('kind'),
      'op.log_index',
      sql<number>`0`.as('batch_index'),
      none<string>().as('token_address'),
      'op.sender as from_address',
      'op.paymaster as to_address',
      'op.actual_gas_cost as value',
      none<string>().as('token_name'),
      none<string>().as('token_symbol'),
      none<number>().as('token_decimals'),
      'op.nonce as token_id',
      none<string>().as('token_uri'),
      none<string>().as('collection_name'),
      'op.success',
    ])

  let rows: SelectQueryBuilder<HistoryTables, 'page', HistoryRow> = transfers
    .unionAll(approvals)
    .unionAll(operations)
  if (args.nfts) {
    rows = rows.unionAll(
      pageOf(arms)
        .crossJoin('nft_transfers as nt')
        .whereRef('nt.chain_id', '=', 'page.chain_id')
        .whereRef('nt.tx_hash', '=', 'page.tx_hash')
        .where((eb) =>
          eb.or([eb('nt.to_address', '=', account), eb('nt.from_address', '=', account)]),
        )
        .leftJoin('nft_tokens as tok', (join) =>
          join
            .onRef('tok.chain_id', '=', 'nt.chain_id')
            .onRef('tok.contract_address', '=', 'nt.contract_address')
            .onRef('tok.token_id', '=', 'nt.token_id'),
        )
        .leftJoin('nft_collections as col', (join) =>
          join
            .onRef('col.chain_id', '=', 'nt.chain_id')
            .onRef('col.address', '=', 'nt.contract_address'),
        )
        .select(transactionColumns)
        .select([
          sql<HistoryRowKind>`'nft'`.as('kind'),
          'nt.log_index',
          'nt.batch_index',
          'nt.contract_address as token_address',
          'nt.from_address',
          'nt.to_address',
          'nt.amount as value',
          none<string>().as('token_name'),
          none<string>().as('token_symbol'),
          none<number>().as('token_decimals'),
          'nt.token_id',
          'tok.token_uri',
          'col.name as collection_name',
          none<number>().as('success'),
        ]),
    )
  }
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

/** What a history row holds. @example const kind: HistoryRowKind = 'transfer' */
export type HistoryRowKind = 'transfer' | 'approval' | 'nft' | 'operation'

/**
 * One row of {@link readHistoryRows}: its transaction's columns, then those of the movement.
 * @example const row: HistoryRow = rows[0]
 */
export type HistoryRow = {
  kind: HistoryRowKind
  chain_id: string
  block_number: number
  tx_index: number
  timestamp: number
  hash: string
  tx_from: string
  tx_to: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  log_index: number | null
  batch_index: number
  token_address: string | null
  from_address: string | null
  to_address: string | null
  value: string | null
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
  token_id: string | null
  token_uri: string | null
  collection_name: string | null
  /** An operation's outcome: 1 when its calls ran, 0 when they reverted; null on other kinds. */
  success: number | null
}
