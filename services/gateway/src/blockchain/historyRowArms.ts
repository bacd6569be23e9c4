import { type Kysely, sql } from 'kysely'
import type { HistoryRowKind } from './HistoryRow'
import {
  type HistoryTables,
  noNftColumns,
  none,
  noTokenColumns,
  pageOf,
  tokenColumns,
  transactionColumns,
} from './historyPage'

/**
 * The page's transfers of `account` (`transfer`), one row per transaction without any: the
 * first arm of the history union.
 * @example transferRows(withPage, account)
 */
export function transferRows(from: Kysely<HistoryTables>, account: string) {
  return pageOf(from)
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
      ...tokenColumns,
      ...noNftColumns,
      // Typed: PostgreSQL types a union's column from its first arms, and untyped nulls there
      // would make it text, which the operations' integer then does not match.
      sql<number | null>`cast(null as integer)`.as('success'),
    ])
}

/**
 * The allowances `account` granted in the page's transactions (`approval`: owner in
 * `from_address`, spender in `to_address`).
 * @example approvalRows(arms, account)
 */
export function approvalRows(from: Kysely<HistoryTables>, account: string) {
  return pageOf(from)
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
      ...tokenColumns,
      ...noNftColumns,
      none<number>().as('success'),
    ])
}

/**
 * The ERC-4337 user operations `account` sent in the page's transactions (`operation`: paymaster
 * in `to_address`, fee in `value`, nonce in `token_id`).
 * @example operationRows(arms, account)
 */
export function operationRows(from: Kysely<HistoryTables>, account: string) {
  return pageOf(from)
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
      ...noTokenColumns,
      'op.nonce as token_id',
      none<string>().as('token_uri'),
      none<string>().as('collection_name'),
      'op.success',
    ])
}

/**
 * The NFTs `account` moved in the page's transactions (`nft`: contract in `token_address`,
 * amount in `value`, with the token URI and collection name).
 * @example nftRows(arms, account)
 */
export function nftRows(from: Kysely<HistoryTables>, account: string) {
  return pageOf(from)
    .crossJoin('nft_transfers as nt')
    .whereRef('nt.chain_id', '=', 'page.chain_id')
    .whereRef('nt.tx_hash', '=', 'page.tx_hash')
    .where((eb) => eb.or([eb('nt.to_address', '=', account), eb('nt.from_address', '=', account)]))
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
      ...noTokenColumns,
      'nt.token_id',
      'tok.token_uri',
      'col.name as collection_name',
      none<number>().as('success'),
    ])
}
