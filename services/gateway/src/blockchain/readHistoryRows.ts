import type { GatewayDb } from '../db/Database'
import type { HistoryPosition } from './historyCursor'

/**
 * The rows of one history page of `account`, newest first: one row per (transaction, transfer
 * of the account in it) with the token moved, over the page's transactions plus one (to know
 * whether more follow). One SQL statement of fixed text.
 * @example
 * const rows = await readHistoryRows({ db, account: '0xabc…', chainId: undefined, after: undefined, limit: 20 })
 */
export function readHistoryRows(args: {
  db: GatewayDb
  account: string
  chainId: string | undefined
  after: HistoryPosition | undefined
  limit: number
}) {
  const { db, account, chainId, after, limit } = args
  let activity = db
    .selectFrom('account_activity')
    .select(['chain_id', 'tx_hash', 'block_number', 'tx_index', 'timestamp'])
    .where('account', '=', account)
  if (chainId) activity = activity.where('chain_id', '=', chainId)
  if (after) {
    activity = activity.where((eb) =>
      eb(
        eb.refTuple('timestamp', 'chain_id', 'block_number', 'tx_index'),
        '<',
        eb.tuple(after.timestamp, after.chainId, after.block, after.index),
      ),
    )
  }
  const page = activity
    .orderBy('timestamp', 'desc')
    .orderBy('chain_id', 'desc')
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .limit(limit + 1)
    .as('page')

  return db
    .selectFrom(page)
    .innerJoin('transactions as tx', (join) =>
      join.onRef('tx.chain_id', '=', 'page.chain_id').onRef('tx.hash', '=', 'page.tx_hash'),
    )
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
    .select([
      'page.chain_id',
      'page.block_number',
      'page.tx_index',
      'page.timestamp',
      'tx.hash',
      'tx.from_address as tx_from',
      'tx.to_address as tx_to',
      'tx.nonce',
      'tx.status',
      'tr.log_index',
      'tr.token_address',
      'tr.from_address',
      'tr.to_address',
      'tr.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
    ])
    .orderBy('page.timestamp', 'desc')
    .orderBy('page.chain_id', 'desc')
    .orderBy('page.block_number', 'desc')
    .orderBy('page.tx_index', 'desc')
    .orderBy('tr.log_index')
    .execute()
}

/** One row of {@link readHistoryRows}. @example const row: HistoryRow = rows[0] */
export type HistoryRow = Awaited<ReturnType<typeof readHistoryRows>>[number]
