import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { GatewayDatabase, GatewayDb } from './Database'

const INT8_OID = 20

// Every bigint column holds block numbers, nonces or epoch milliseconds, all far below 2^53:
// read them as numbers, as SQLite does, so the same row types hold on both dialects.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/**
 * Opens the gateway's PostgreSQL database behind Kysely (one `pg` pool). `schema` puts the
 * tables in that schema (search_path), so several gateways or test runs can share one database.
 * @example
 * const db = createPostgresDb({ url: 'postgres://127.0.0.1:5432/test' })
 */
export function createPostgresDb(options: {
  url: string
  schema?: string
  poolSize?: number
}): GatewayDb {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  return new Kysely<GatewayDatabase>({ dialect: new PostgresDialect({ pool }) })
}
