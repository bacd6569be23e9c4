import { type Kysely, sql } from 'kysely'
import type { GatewayDatabase } from '../db/Database'
import type { NftDatabase } from '../nfts/NftDatabase'

/**
 * One transaction of a history page, as the page's WITH clause selects it.
 * @example const row: HistoryPageRow = { chain_id: '31337', tx_hash: '0x…', block_number: 1, tx_index: 0, timestamp: 1 }
 */
export type HistoryPageRow = {
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  timestamp: number
}

/**
 * The tables a history statement reads, the page among them.
 * @example const arms = db.withTables<NftDatabase & { page: HistoryPageRow }>() as Kysely<HistoryTables>
 */
export type HistoryTables = GatewayDatabase & NftDatabase & { page: HistoryPageRow }

/**
 * A typed SQL NULL: a literal, so PostgreSQL types it from the other arms of the union.
 * @example none<string>().as('token_uri')
 */
export const none = <T>() => sql<T | null>`null`

/**
 * The page's transactions, each with its row of `transactions`. CROSS JOIN with the conditions
 * in WHERE: SQLite then keeps the page outermost and looks each row up by primary key (as an
 * inner join it may scan a whole table and probe the page); PostgreSQL plans it as the inner
 * join it is.
 * @example pageOf(arms).select(transactionColumns)
 */
export const pageOf = (from: Kysely<HistoryTables>) =>
  from
    .selectFrom('page')
    .crossJoin('transactions as tx')
    .whereRef('tx.chain_id', '=', 'page.chain_id')
    .whereRef('tx.hash', '=', 'page.tx_hash')

/**
 * The transaction's columns every history row starts with, named with AS: SQLite orders a
 * compound select by the names of its first arm.
 * @example pageOf(arms).select(transactionColumns)
 */
export const transactionColumns = [
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

/**
 * An ERC-20 arm's token details, from its join of `tokens as tk`.
 * @example pageOf(arms).leftJoin('tokens as tk', on).select([...tokenColumns])
 */
export const tokenColumns = [
  'tk.name as token_name',
  'tk.symbol as token_symbol',
  'tk.decimals as token_decimals',
] as const

/**
 * The token details of an arm that moves no ERC-20 token.
 * @example operationRows: select([...noTokenColumns, 'op.nonce as token_id'])
 */
export const noTokenColumns = [
  none<string>().as('token_name'),
  none<string>().as('token_symbol'),
  none<number>().as('token_decimals'),
] as const

/**
 * The NFT details of an arm that moves no NFT.
 * @example approvalRows: select([...tokenColumns, ...noNftColumns])
 */
export const noNftColumns = [
  none<string>().as('token_id'),
  none<string>().as('token_uri'),
  none<string>().as('collection_name'),
] as const
