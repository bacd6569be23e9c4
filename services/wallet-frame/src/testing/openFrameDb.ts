import { join } from 'node:path'
import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import type { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'

/**
 * The database a test's wallet frame keeps, opened as the service opens it and not migrated:
 * the SQLite file in its data folder, or, given one, a PostgreSQL schema (`poolSize`
 * connections, default 4).
 * @example const db = openFrameDb(dataDir, schema)
 */
export function openFrameDb(
  dataDir: string,
  schema?: ReturnType<typeof testPostgresSchema>,
  poolSize = 4,
): WalletFrameDb {
  return schema
    ? createPostgresKysely<WalletFrameDatabase>({ url: schema.url, schema: schema.name, poolSize })
        .db
    : createSqliteKysely<WalletFrameDatabase>(join(dataDir, 'wallet-frame.sqlite'))
}
