import { InvariantError } from '@portico/server'
import { siwxMigrations } from '@portico/siwx-server'
import { type Kysely, type Migration, sql } from 'kysely'
import { nftsMigration } from '../nfts/nftsMigration'
import { payMigration } from '../pay/payMigration'
import { payReferenceMigration } from '../pay/payReferenceMigration'
import { payRetentionMigration } from '../pay/payRetentionMigration'
import { sponsorshipMigration } from '../paymaster/sponsorshipMigration'
import { profileMigration } from '../profile/profileMigration'
import { sessionsMigration } from '../sessions/sessionsMigration'
import { accountActivityOrderMigration } from './accountActivityOrderMigration'
import {
  createAccountActivityChainOrderIndex,
  createAccountActivityIndexes,
  createAccountActivityTable,
} from './accountActivityTable'
import { approvalsMigration } from './approvalsMigration'
import { createBlockIndex } from './createBlockIndex'
import { createLogRowTable } from './createLogRowTable'
import { userOperationsMigration } from './userOperationsMigration'

// The initial migration's chain data: cursors, blocks, transactions and transfers.
async function createChainTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_cursors')
    .addColumn('chain_id', 'text', (c) => c.primaryKey())
    .addColumn('next_block', 'bigint', (c) => c.notNull())
    .addColumn('last_hash', 'text')
    .addColumn('genesis_hash', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('blocks')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['chain_id', 'number'])
    .execute()
  await db.schema
    .createTable('transactions')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('tx_index', 'integer', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text')
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('transactions_pk', ['chain_id', 'hash'])
    .execute()
  await createBlockIndex(db, 'transactions')
  await createLogRowTable(db, 'transfers', {
    token_address: 'nullable text',
    from_address: 'text',
    to_address: 'text',
    value: 'text',
  })
}

// The initial migration's per-account history, token metadata and analytics intake.
async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await createAccountActivityTable(db, 'account_activity', [
    'account',
    'chain_id',
    'tx_hash',
  ]).execute()
  await createAccountActivityIndexes(db)
  await createAccountActivityChainOrderIndex(db)
  await db.schema
    .createTable('tokens')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tokens_pk', ['chain_id', 'address'])
    .execute()
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('event_name', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('analytics_events_received')
    .on('analytics_events')
    .columns(['received_at'])
    .execute()
}

// Only portable column types and statements: a Postgres dialect must run these unchanged.
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await createChainTables(db)
    await createAccountTables(db)
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'analytics_events',
      'tokens',
      'account_activity',
      'transfers',
      'transactions',
      'blocks',
      'chain_cursors',
    ]) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db)
    }
  },
}

// Sign-in nonces and sessions: the versioned migrations of @portico/siwx-server.
function siwxMigration(name: string): Migration {
  const migration = siwxMigrations[name]
  if (!migration) throw new InvariantError(`@portico/siwx-server has no migration ${name}`)
  return migration
}

/**
 * The gateway's migrations by name (applied in name order), in code so they ship with the
 * service and need no file lookup.
 * @example
 * await migrateToLatest(db, { migrations: gatewayMigrations })
 */
export const gatewayMigrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_siwx': siwxMigration('0001_siwx_tables'),
  '0003_siwx_nonce_project_and_expiry': siwxMigration('0002_siwx_nonce_project_and_expiry'),
  '0004_profile_names': profileMigration,
  '0005_nfts': nftsMigration,
  '0006_smart_sessions': sessionsMigration,
  '0007_approvals': approvalsMigration,
  '0008_account_activity_order': accountActivityOrderMigration,
  '0009_user_operations': userOperationsMigration,
  '0010_payments': payMigration,
  '0011_payment_references': payReferenceMigration,
  '0012_payment_retention': payRetentionMigration,
  '0013_sponsorship_spending': sponsorshipMigration,
}
