import type { CaipNetworkId } from './Caip'

/**
 * What a history transaction did.
 * @example
 * const op: TransactionOperationType = 'receive'
 */
export type TransactionOperationType =
  | 'send'
  | 'receive'
  | 'deposit'
  | 'borrow'
  | 'claim'
  | 'withdraw'
  | 'repay'
  | 'burn'
  | 'execute'
  | 'approve'
  | 'mint'
  | 'trade'
  | (string & {})

/**
 * The state of a history transaction.
 * @example
 * const status: TransactionStatus = 'confirmed'
 */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/**
 * Which way a transfer moved relative to the account.
 * @example
 * const d: TransferDirection = 'in'
 */
export type TransferDirection = 'in' | 'out' | 'self'

/**
 * NFT details of a transfer.
 * @example
 * const nft: TransferNftInfo = { name: 'Punk', flags: { is_spam: false }, content: { preview: { url: '' } } }
 */
export type TransferNftInfo = {
  name?: string
  flags: { is_spam: boolean }
  content?: { preview?: { url: string } }
}

/**
 * Fungible token details of a transfer.
 * @example
 * const ft: TransferFungibleInfo = { name: 'Ether', symbol: 'ETH', icon: { url: '' } }
 */
export type TransferFungibleInfo = {
  name?: string
  symbol?: string
  icon?: { url: string }
}

/**
 * One asset movement inside a transaction.
 * @example
 * const t: TransactionTransfer = { direction: 'in', quantity: { numeric: '0.5' } }
 */
export type TransactionTransfer = {
  direction: TransferDirection
  quantity: { numeric: string }
  fungible_info?: TransferFungibleInfo
  nft_info?: TransferNftInfo
  value?: number
  price?: number
  /** The transfer's own sender and recipient; a token transfer's `sentTo` is the contract. */
  sender?: string
  recipient?: string
}

/**
 * A token allowance the account granted: which token, how much, to whom. `spender_name` is
 * what the history source calls the spender (e.g. 'Uniswap' for its swap router), if anything.
 * @example
 * const a: TransactionApproval = { fungible_info: { symbol: 'PTT' }, quantity: { numeric: '100' }, spender: '0x7a…', spender_name: 'Uniswap' }
 */
export type TransactionApproval = {
  fungible_info?: TransferFungibleInfo
  quantity: { numeric: string }
  spender: string
  spender_name?: string
}

/**
 * Chain facts about a transaction.
 * @example
 * const m: TransactionMetadata = {
 *   chain: 'eip155:1', minedAt: '2024-05-01T10:00:00Z', operationType: 'send',
 *   status: 'confirmed', sentFrom: '0x1', sentTo: '0x2',
 * }
 */
export type TransactionMetadata = {
  chain: CaipNetworkId
  minedAt: string
  operationType: TransactionOperationType
  status: TransactionStatus
  sentFrom: string
  sentTo: string
  hash?: string
  nonce?: number
  /** The gas fee the account paid, where the history source knows it (a smart account's user operation). */
  fee?: { quantity: { numeric: string }; fungible_info?: TransferFungibleInfo }
}

/**
 * One entry of an account's history (spec §3 Transaction).
 * @example
 * const tx: Transaction = { id: 'abc', metadata, transfers: null }
 */
export type Transaction = {
  id: string
  metadata: TransactionMetadata
  /** null when the transaction moved no assets. */
  transfers: TransactionTransfer[] | null
  /** Allowances the account granted in the transaction, when the history source says. */
  approvals?: TransactionApproval[]
}
