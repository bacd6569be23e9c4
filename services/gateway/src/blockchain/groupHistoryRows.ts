import type { TransactionTable } from '../db/Database'
import type { HistoryRow } from './HistoryRow'

/**
 * A token's details as the history reads them from `tokens` (null where not indexed).
 * @example const d: TokenDetails = { token_name: 'Test USD', token_symbol: 'TUSD', token_decimals: 6 }
 */
export type TokenDetails = Pick<HistoryRow, 'token_name' | 'token_symbol' | 'token_decimals'>

/**
 * A transfer row joined with its token's metadata (null for native transfers).
 * @example const t: TransferWithToken = { ...row, token_name: 'Test USD', token_symbol: 'TUSD', token_decimals: 6 }
 */
export type TransferWithToken = {
  chain_id: string
  tx_hash: string
  log_index: number
  token_address: string | null
  from_address: string
  to_address: string
  value: string
} & TokenDetails

/**
 * An allowance the account granted, joined with its token's metadata (null when unread).
 * @example const a: ApprovalWithToken = { token_address: '0x5f…', spender: '0x7a…', value: '100', token_symbol: 'PTT', … }
 */
export type ApprovalWithToken = {
  chain_id: string
  tx_hash: string
  token_address: string
  spender: string
  value: string
} & TokenDetails

/**
 * An NFT the account moved in a history transaction, as stored.
 * @example const n: HistoryNftRow = { chain_id, contract_address: '0xc…', token_id: '7', from_address, to_address, amount: '1', token_uri: null, collection_name: 'Demo' }
 */
export type HistoryNftRow = {
  chain_id: string
  contract_address: string
  token_id: string
  from_address: string
  to_address: string
  amount: string
  token_uri: string | null
  collection_name: string | null
}

/**
 * An ERC-4337 user operation the account sent in a history transaction (a bundle), as stored.
 * @example const op: HistoryOperationRow = { sender: '0x5c…', paymaster: '0x0…', fee: '21000', nonce: '3', success: true }
 */
export type HistoryOperationRow = {
  sender: string
  paymaster: string
  /** The operation's `actualGasCost` in wei. */
  fee: string
  nonce: string
  success: boolean
}

/**
 * One history transaction with what the account moved and granted in it, and the user
 * operations it sent in it, each in log order.
 * @example const { tx, transfers, approvals, nfts, operations } = grouped[0]
 */
export type HistoryGroup = {
  tx: TransactionTable
  transfers: TransferWithToken[]
  approvals: ApprovalWithToken[]
  nfts: HistoryNftRow[]
  operations: HistoryOperationRow[]
}

/**
 * The history rows folded into transactions, each with the account's transfers, allowances,
 * NFT movements and user operations in it, in the rows' order. Rows come one per (transaction, movement),
 * transactions in history order.
 * @example
 * const [first] = groupHistoryRows(await readHistoryRows({ db, account, chainId, after, limit, nfts: true }))
 */
export function groupHistoryRows(rows: readonly HistoryRow[]): HistoryGroup[] {
  const grouped: HistoryGroup[] = []
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
        approvals: [],
        nfts: [],
        operations: [],
      }
      grouped.push(last)
    }
    addMovement(last, row)
  }
  return grouped
}

function addMovement(group: HistoryGroup, row: HistoryRow): void {
  const { log_index, token_address, from_address, to_address } = row
  if (log_index === null || from_address === null || to_address === null) return
  if (row.kind === 'transfer') {
    group.transfers.push({
      chain_id: row.chain_id,
      tx_hash: row.hash,
      log_index,
      token_address,
      from_address,
      to_address,
      value: row.value ?? '0',
      token_name: row.token_name,
      token_symbol: row.token_symbol,
      token_decimals: row.token_decimals,
    })
  } else if (row.kind === 'approval' && token_address !== null) {
    group.approvals.push({
      chain_id: row.chain_id,
      tx_hash: row.hash,
      token_address,
      spender: to_address,
      value: row.value ?? '0',
      token_name: row.token_name,
      token_symbol: row.token_symbol,
      token_decimals: row.token_decimals,
    })
  } else if (row.kind === 'operation' && row.token_id !== null) {
    group.operations.push({
      sender: from_address,
      paymaster: to_address,
      fee: row.value ?? '0',
      nonce: row.token_id,
      success: row.success === 1,
    })
  } else if (row.kind === 'nft' && token_address !== null && row.token_id !== null) {
    group.nfts.push({
      chain_id: row.chain_id,
      contract_address: token_address,
      token_id: row.token_id,
      from_address,
      to_address,
      amount: row.value ?? '0',
      token_uri: row.token_uri,
      collection_name: row.collection_name,
    })
  }
}
