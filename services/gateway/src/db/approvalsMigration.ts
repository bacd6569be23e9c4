import type { Migration } from 'kysely'
import { logRowTableMigration } from './logRowTableMigration'

/**
 * The indexer's `approvals` table (see ApprovalTable). Portable column types only, so the same
 * migration runs on SQLite and PostgreSQL. Blocks indexed before it keep no approvals.
 * @example
 * getMigrations: async () => ({ …, '0007_approvals': approvalsMigration })
 */
export const approvalsMigration: Migration = logRowTableMigration('approvals', {
  token_address: 'text',
  owner: 'text',
  spender: 'text',
  value: 'text',
})
