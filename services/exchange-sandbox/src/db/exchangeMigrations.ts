import { createTable } from '@portico/server'
import type { Kysely, Migration } from 'kysely'

// The exchange's sessions, its test accounts' balances and ledger, and their sign-ins.
async function createExchangeTables(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'sessions', {
    id: 'text primary key',
    client: 'text not null',
    network: 'text not null',
    asset: 'text not null',
    symbol: 'text not null',
    decimals: 'integer not null',
    amount: 'text not null',
    recipient: 'text not null',
    reference: 'text not null',
    return_url: 'text',
    status: 'text not null',
    form_token: 'text not null',
    account_email: 'text',
    tx_hash: 'text',
    raw_tx: 'text',
    failure_reason: 'text',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
    expires_at: 'bigint not null',
  }).execute()
  await db.schema.createIndex('sessions_status').on('sessions').columns(['status']).execute()
  await createTable(db, 'balances', ['email', 'symbol'], {
    email: 'text not null',
    symbol: 'text not null',
    units: 'text not null',
  }).execute()
  await createTable(db, 'ledger_entries', {
    id: 'integer primary key autoincrement',
    email: 'text not null',
    symbol: 'text not null',
    delta: 'text not null',
    session_id: 'text not null',
    created_at: 'bigint not null',
  }).execute()
  await createTable(db, 'sign_ins', {
    token_hash: 'text primary key',
    email: 'text not null',
    expires_at: 'bigint not null',
  }).execute()
}

/**
 * The exchange database's migrations, applied in name order by the foundation's migrator.
 * @example await openSqlDatabase({ target: { sqlitePath }, migrations: exchangeMigrations })
 */
export const exchangeMigrations: Record<string, Migration> = {
  '0001_initial': { up: createExchangeTables },
}
