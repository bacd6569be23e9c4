import { type DatabaseIntrospector, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { ownSchemaIntrospector } from './ownSchemaIntrospector'

const INT8_OID = 20

// Every bigint column of the services holds block numbers, nonces, byte counts or epoch
// milliseconds, all far below 2^53: read them as numbers, as SQLite does, so the same row types
// hold on both dialects. Per pool, not pg's global parser table.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/** Kysely's PostgreSQL dialect, introspecting the connection's own schema only. */
class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return ownSchemaIntrospector(db)
  }
}

/**
 * A PostgreSQL database behind Kysely, over one `pg` pool (returned too: its counts feed the
 * pool metrics). `schema` puts the tables in that schema (search_path), so several services or
 * test runs can share one database; it is not created here (see openSqlDatabase).
 * @example
 * const { db, pool } = createPostgresKysely<GatewayDatabase>({ url: 'postgres://127.0.0.1:5432/test', schema: 'gateway' })
 */
export function createPostgresKysely<DB>(options: {
  url: string
  schema?: string | undefined
  poolSize?: number | undefined
}): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  return { db: new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) }), pool }
}
