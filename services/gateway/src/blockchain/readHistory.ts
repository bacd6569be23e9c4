import type { HistoryResponse, Transaction } from '@portico/common/schemas/api'
import type { GatewayDb } from '../db/Database'
import type { PriceTable } from './createPriceTable'
import type { GatewayChain } from './GatewayChain'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor'
import { toHistoryTransaction } from './toHistoryTransaction'

/**
 * One page of an account's history from the index, newest first, with the cursor of the next
 * page when there is one. `chainIds` limits the chains (undefined: every indexed chain).
 * @example
 * const page = await readHistory({ db, account: '0xabc…', chainId: 'eip155:31337', limit: 20, … })
 */
export async function readHistory(args: {
  db: GatewayDb
  account: string
  chainId: string | undefined
  after: HistoryPosition | undefined
  limit: number
  chains: ReadonlyMap<string, GatewayChain>
  prices: PriceTable
  baseUrl: string
}): Promise<HistoryResponse> {
  const { db, account, chainId, after, limit } = args
  let query = db
    .selectFrom('account_activity')
    .select(['chain_id', 'tx_hash', 'block_number', 'tx_index', 'timestamp'])
    .where('account', '=', account)
  if (chainId) query = query.where('chain_id', '=', chainId)
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('timestamp', 'chain_id', 'block_number', 'tx_index'),
        '<',
        eb.tuple(after.timestamp, after.chainId, after.block, after.index),
      ),
    )
  }
  const rows = await query
    .orderBy('timestamp', 'desc')
    .orderBy('chain_id', 'desc')
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit)
  if (page.length === 0) return { data: [], next: null }

  const hashes = page.map((row) => row.tx_hash)
  // Both lists are needed so the (chain_id, hash) primary keys serve the lookups.
  const chainIds = [...new Set(page.map((row) => row.chain_id))]
  const [transactions, transfers] = await Promise.all([
    db
      .selectFrom('transactions')
      .selectAll()
      .where('chain_id', 'in', chainIds)
      .where('hash', 'in', hashes)
      .execute(),
    db
      .selectFrom('transfers')
      .leftJoin('tokens', (join) =>
        join
          .onRef('tokens.chain_id', '=', 'transfers.chain_id')
          .onRef('tokens.address', '=', 'transfers.token_address'),
      )
      .select([
        'transfers.chain_id',
        'transfers.tx_hash',
        'transfers.log_index',
        'transfers.token_address',
        'transfers.from_address',
        'transfers.to_address',
        'transfers.value',
        'tokens.name as token_name',
        'tokens.symbol as token_symbol',
        'tokens.decimals as token_decimals',
      ])
      .where('transfers.chain_id', 'in', chainIds)
      .where('transfers.tx_hash', 'in', hashes)
      .where((eb) =>
        eb.or([
          eb('transfers.from_address', '=', account),
          eb('transfers.to_address', '=', account),
        ]),
      )
      .orderBy('transfers.log_index')
      .execute(),
  ])

  const data: Transaction[] = []
  for (const row of page) {
    const tx = transactions.find((t) => t.hash === row.tx_hash && t.chain_id === row.chain_id)
    if (!tx) continue
    const own = transfers.filter((t) => t.tx_hash === tx.hash && t.chain_id === tx.chain_id)
    data.push(toHistoryTransaction({ ...args, tx, transfers: own }))
  }
  const last = page[page.length - 1]
  const next =
    rows.length > limit && last
      ? encodeHistoryCursor({
          timestamp: last.timestamp,
          chainId: last.chain_id,
          block: last.block_number,
          index: last.tx_index,
        })
      : null
  return { data, next }
}
