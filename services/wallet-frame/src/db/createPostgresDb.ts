import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { WalletFrameDatabase, WalletFrameDb } from './Database'

const INT8_OID = 20

// The bigint columns hold epoch milliseconds and a passkey's signature counter, all far below
// 2^53: read them as numbers, as SQLite answers them, so one row type holds on both dialects.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/**
 * Opens the service's PostgreSQL database behind Kysely (one `pg` pool per node). `schema` puts
 * the tables in that schema (search_path), so one database can hold several services or test
 * runs.
 * @example
 * const db = createPostgresDb({ url: 'postgres://127.0.0.1:5432/test', schema: 'wallet_frame' })
 */
export function createPostgresDb(options: {
  url: string
  schema?: string
  poolSize?: number
}): WalletFrameDb {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  return new Kysely<WalletFrameDatabase>({ dialect: new PostgresDialect({ pool }) })
}
