import type { HistoryResponse, Transaction } from '@portico/common/schemas/api'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { toHistoryTransaction } from '../blockchain/toHistoryTransaction'
import type { GatewayDb } from '../db/Database'
import type { MarketPrices } from '../prices/createMarketPrices'

/**
 * Where a page of on-ramp deposits ends: the last transfer's time, chain, block and log index.
 * @example const after: DepositPosition = { t: 1700000000, c: 'eip155:31337', b: 12, l: -1 }
 */
export type DepositPosition = { t: number; c: string; b: number; l: number }

/**
 * Reads a deposits cursor; undefined when it is not one.
 * @example decodeDepositCursor(page.next ?? '')
 */
export function decodeDepositCursor(cursor: string): DepositPosition | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    const ok =
      typeof value?.t === 'number' &&
      typeof value.c === 'string' &&
      typeof value.b === 'number' &&
      typeof value.l === 'number'
    return ok ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * One page of an account's on-ramp deposits, newest first: the indexed transfers to it from a
 * provider's delivery addresses, each answered as a history transaction of type `deposit`.
 * @example
 * const page = await readOnrampHistory({ db, account: '0xabc…', chainId: 'eip155:31337', senders: ['0x2361…'], limit: 20, after: undefined, chains, prices, baseUrl })
 */
export async function readOnrampHistory(args: {
  db: GatewayDb
  /** Lower-case address. */
  account: string
  chainId: string | undefined
  /** Lower-case addresses the provider delivers from. */
  senders: readonly string[]
  limit: number
  after: DepositPosition | undefined
  chains: ReadonlyMap<string, GatewayChain>
  prices: MarketPrices
  baseUrl: string
}): Promise<HistoryResponse> {
  const { db, account, chainId, senders, limit, after } = args
  if (senders.length === 0) return { data: [], next: null }
  let query = db
    .selectFrom('transfers as tr')
    .innerJoin('transactions as tx', (join) =>
      join.onRef('tx.chain_id', '=', 'tr.chain_id').onRef('tx.hash', '=', 'tr.tx_hash'),
    )
    .leftJoin('tokens as tk', (join) =>
      join.onRef('tk.chain_id', '=', 'tr.chain_id').onRef('tk.address', '=', 'tr.token_address'),
    )
    .selectAll('tx')
    .select([
      'tr.log_index',
      'tr.token_address',
      'tr.from_address as tr_from',
      'tr.to_address as tr_to',
      'tr.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
    ])
    .where('tr.to_address', '=', account)
    .where('tr.from_address', 'in', [...senders])
  if (chainId) query = query.where('tr.chain_id', '=', chainId)
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('tx.timestamp', 'tr.chain_id', 'tr.block_number', 'tr.log_index'),
        '<',
        eb.tuple(after.t, after.c, after.b, after.l),
      ),
    )
  }
  const rows = await query
    .orderBy('tx.timestamp', 'desc')
    .orderBy('tr.chain_id', 'desc')
    .orderBy('tr.block_number', 'desc')
    .orderBy('tr.log_index', 'desc')
    .limit(limit + 1)
    .execute()
  const data: Transaction[] = await Promise.all(
    rows.slice(0, limit).map(async (row) => {
      const { log_index, token_address, tr_from, tr_to, value, ...rest } = row
      const { token_name, token_symbol, token_decimals, ...tx } = rest
      const item = await toHistoryTransaction({
        ...args,
        tx,
        transfers: [
          {
            chain_id: tx.chain_id,
            tx_hash: tx.hash,
            log_index,
            token_address,
            from_address: tr_from,
            to_address: tr_to,
            value,
            token_name,
            token_symbol,
            token_decimals,
          },
        ],
      })
      return { ...item, metadata: { ...item.metadata, operationType: 'deposit' } }
    }),
  )
  const last = rows[limit - 1]
  const next =
    rows.length > limit && last
      ? Buffer.from(
          JSON.stringify({
            t: last.timestamp,
            c: last.chain_id,
            b: last.block_number,
            l: last.log_index,
          }),
        ).toString('base64url')
      : null
  return { data, next }
}
