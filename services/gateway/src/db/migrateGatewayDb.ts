import { migrateToLatest } from '@portico/server'
import type { Kysely } from 'kysely'
import type { GatewayDb } from './Database'
import { gatewayMigrations } from './migrations'

/**
 * Brings a gateway database to the latest of its migrations (the foundation's runner). On
 * Postgres pass the schema the tables live in.
 * @example
 * await migrateGatewayDb(db)
 * await migrateGatewayDb(pgDb, { schema: 'public' })
 */
export function migrateGatewayDb(
  db: GatewayDb,
  options: { schema?: string | undefined } = {},
): Promise<void> {
  return migrateToLatest(db as Kysely<unknown>, {
    migrations: gatewayMigrations,
    schema: options.schema,
  })
}
