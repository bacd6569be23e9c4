import { createTable, InvariantError } from '@portico/server'
import { siwxMigrations } from '@portico/siwx-server'
import { type Kysely, type Migration, sql } from 'kysely'
import { nftsMigration } from '../nfts/nftsMigration'
import { payMigration } from '../pay/payMigration'
import { payReferenceMigration } from '../pay/payReferenceMigration'
import { payRetentionMigration } from '../pay/payRetentionMigration'
import { sponsorshipMigration } from '../paymaster/sponsorshipMigration'
import { sponsorshipReservationsMigration } from '../paymaster/sponsorshipReservationsMigration'
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
  await createTable(db, 'chain_cursors', {
    chain_id: 'text primary key',
    next_block: 'bigint not null',
    last_hash: 'text',
    genesis_hash: 'text',
    updated_at: 'bigint not null',
  }).execute()
  await createTable(db, 'blocks', ['chain_id', 'number'], {
    chain_id: 'text not null',
    number: 'bigint not null',
    hash: 'text not null',
  }).execute()
  await createTable(db, 'transactions', ['chain_id', 'hash'], {
    chain_id: 'text not null',
    hash: 'text not null',
    block_number: 'bigint not null',
    tx_index: 'integer not null',
    timestamp: 'bigint not null',
    from_address: 'text not null',
    to_address: 'text',
    nonce: 'bigint not null',
    status: 'text not null',
  }).execute()
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
  await createTable(db, 'tokens', ['chain_id', 'address'], {
    chain_id: 'text not null',
    address: 'text not null',
    name: 'text not null',
    symbol: 'text not null',
    decimals: 'integer not null',
  }).execute()
  await createTable(db, 'analytics_events', {
    id: 'text primary key',
    project_id: 'text',
    received_at: 'bigint not null',
    client_ip: 'text not null',
    event_id: 'text',
    event_name: 'text',
    body: 'text not null',
  }).execute()
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
  '0014_sponsorship_reservations': sponsorshipReservationsMigration,
}
