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
