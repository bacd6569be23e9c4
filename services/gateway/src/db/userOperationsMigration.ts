import type { Migration } from 'kysely'
import { logRowTableMigration } from './logRowTableMigration'

/**
 * The columns of `user_operations` after a log row's place, with their SQL types: what this
 * migration makes and what the indexer writes.
 * @example { ...logColumns, ...USER_OPERATION_COLUMNS }
 */
export const USER_OPERATION_COLUMNS = {
  user_op_hash: 'text',
  sender: 'text',
  paymaster: 'text',
  nonce: 'text',
  success: 'integer',
  actual_gas_cost: 'text',
  actual_gas_used: 'text',
} as const

/**
 * The indexer's `user_operations` table (see UserOperationTable). Portable column types only, so
 * the same migration runs on SQLite and PostgreSQL. Blocks indexed before it keep no user
 * operations (nor inner ether moves): re-index from the start block to have them.
 * @example
 * getMigrations: async () => ({ …, '0009_user_operations': userOperationsMigration })
 */
export const userOperationsMigration: Migration = logRowTableMigration(
  'user_operations',
  USER_OPERATION_COLUMNS,
)
