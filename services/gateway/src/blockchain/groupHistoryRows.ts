import type { TransactionTable } from '../db/Database'
import type { HistoryRow } from './readHistoryRows'
import type { TransferWithToken } from './toHistoryTransaction'

/**
 * The history rows folded into transactions, each with the account's transfers in it, in the
 * rows' order. Rows come one per (transaction, transfer), transactions in history order.
 * @example
 * const [first] = groupHistoryRows(await readHistoryRows({ db, account, chainId, after, limit }))
 */
export function groupHistoryRows(
  rows: readonly HistoryRow[],
): { tx: TransactionTable; transfers: TransferWithToken[] }[] {
  const grouped: { tx: TransactionTable; transfers: TransferWithToken[] }[] = []
  for (const row of rows) {
    let last = grouped[grouped.length - 1]
    if (!last || last.tx.hash !== row.hash || last.tx.chain_id !== row.chain_id) {
      last = {
        tx: {
          chain_id: row.chain_id,
          hash: row.hash,
          block_number: row.block_number,
          tx_index: row.tx_index,
          timestamp: row.timestamp,
          from_address: row.tx_from,
          to_address: row.tx_to,
          nonce: row.nonce,
          status: row.status,
        },
        transfers: [],
      }
      grouped.push(last)
    }
    if (row.log_index !== null && row.from_address !== null && row.to_address !== null) {
      last.transfers.push({
        chain_id: row.chain_id,
        tx_hash: row.hash,
        log_index: row.log_index,
        token_address: row.token_address,
        from_address: row.from_address,
        to_address: row.to_address,
        value: row.value ?? '0',
        token_name: row.token_name,
        token_symbol: row.token_symbol,
        token_decimals: row.token_decimals,
      })
    }
  }
  return grouped
}
