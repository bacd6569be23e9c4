import { migrateToLatest } from '@portico/server'
import type { Kysely } from 'kysely'
import type { WalletFrameDb } from './Database'
import { walletFrameMigrations } from './migrations'

/**
 * Brings a wallet-frame database to its latest migration with the foundation's runner; on
 * PostgreSQL name the schema the tables live in (the migrator's own tables are looked up there).
 * @example
 * await migrateWalletFrameDb(db)
 * await migrateWalletFrameDb(pgDb, { schema: 'wallet_frame' })
 */
export function migrateWalletFrameDb(
  db: WalletFrameDb,
  options: { schema?: string | undefined } = {},
): Promise<void> {
  return migrateToLatest(db as Kysely<unknown>, {
    migrations: walletFrameMigrations,
    schema: options.schema,
  })
}
