import type { Kysely } from 'kysely'

/**
 * Per-chain indexing progress, written in the same transaction as the rows it covers.
 * @example db.selectFrom('chain_cursors')
 */
export type ChainCursorTable = {
  chain_id: string
  next_block: number
  last_hash: string | null
  genesis_hash: string | null
  updated_at: number
}

/**
 * Hashes of recently indexed blocks, kept to find the common ancestor after a reorg.
 * @example db.selectFrom('blocks')
 */
export type BlockTable = { chain_id: string; number: number; hash: string }

/**
 * One mined transaction that touched an indexed account.
 * @example db.selectFrom('transactions')
 */
export type TransactionTable = {
  chain_id: string
  hash: string
  block_number: number
  tx_index: number
  timestamp: number
  from_address: string
  to_address: string | null
  nonce: number
  status: 'confirmed' | 'failed'
}

/**
 * One value movement: native (log_index -1, token_address null) or an ERC20 Transfer log.
 * @example db.selectFrom('transfers')
 */
export type TransferTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  block_number: number
  token_address: string | null
  from_address: string
  to_address: string
  value: string
}

/**
 * One ERC-4337 user operation: a trusted EntryPoint's `UserOperationEvent` (see entryPointsOf).
 * `success` is 1 when the operation's calls ran, 0 when they reverted (its fee is paid either
 * way); amounts are decimal strings in wei.
 * @example db.selectFrom('user_operations')
 */
export type UserOperationTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  block_number: number
  user_op_hash: string
  sender: string
  /** The zero address when the sender paid its own gas. */
  paymaster: string
  nonce: string
  success: number
  actual_gas_cost: string
  actual_gas_used: string
}

/**
 * One ERC-20 allowance granted: an `Approval` log (owner, spender and value as the log says).
 * @example db.selectFrom('approvals')
 */
export type ApprovalTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  block_number: number
  token_address: string
  owner: string
  spender: string
  value: string
}

/**
 * One row per (account, transaction): the history index, in history order.
 * @example db.selectFrom('account_activity')
 */
export type AccountActivityTable = {
  account: string
  chain_id: string
  tx_hash: string
  block_number: number
  tx_index: number
  timestamp: number
}

/**
 * Metadata of ERC20 tokens seen in logs.
 * @example db.selectFrom('tokens')
 */
export type TokenTable = {
  chain_id: string
  address: string
  name: string
  symbol: string
  decimals: number
}

/**
 * Analytics events received on /e and /batch.
 * @example db.selectFrom('analytics_events')
 */
export type AnalyticsEventTable = {
  id: string
  project_id: string | null
  received_at: number
  client_ip: string
  event_id: string | null
  event_name: string | null
  body: string
}

/**
 * The gateway's tables as Kysely sees them; addresses are stored lower-case.
 * @example
 * const db: Kysely<GatewayDatabase> = createSqliteDb(':memory:')
 */
export type GatewayDatabase = {
  chain_cursors: ChainCursorTable
  blocks: BlockTable
  transactions: TransactionTable
  transfers: TransferTable
  approvals: ApprovalTable
  user_operations: UserOperationTable
  account_activity: AccountActivityTable
  tokens: TokenTable
  analytics_events: AnalyticsEventTable
}

/** The gateway's Kysely handle. @example const rows = await db.selectFrom('tokens').selectAll().execute() */
export type GatewayDb = Kysely<GatewayDatabase>
