import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import type { GatewayDatabase, GatewayDb } from '../db/Database'
import { migrateGatewayDb } from '../db/migrateGatewayDb'
import { createTestSchema } from './createTestDb'
import type { GatewayTestDialect } from './gatewayTestDialects'

/**
 * One database reached by `nodes` separate handles, as by that many gateway processes: a
 * Postgres schema with a pool per node, or a SQLite file with a connection per node.
 * `close()` closes them all and removes the database.
 * @example
 * const { dbs: [a, b], close } = await openSharedTestDb('postgres', 2)
 */
export async function openSharedTestDb(
  dialect: GatewayTestDialect,
  nodes: number,
): Promise<{ dbs: GatewayDb[]; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'portico-gateway-nodes-'))
    const dbs = Array.from({ length: nodes }, () =>
      createSqliteKysely<GatewayDatabase>(join(dir, 'gateway.sqlite')),
    )
    for (const db of dbs) await migrateGatewayDb(db)
    return {
      dbs,
      close: async () => {
        for (const db of dbs) await db.destroy()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const schema = await createTestSchema()
  const dbs = Array.from(
    { length: nodes },
    () =>
      createPostgresKysely<GatewayDatabase>({ url: schema.url, schema: schema.name, poolSize: 4 })
        .db,
  )
  // Nodes start together: the migrator's lock lets one migrate while the others wait.
  await Promise.all(dbs.map((db) => migrateGatewayDb(db, { schema: schema.name })))
  return {
    dbs,
    close: async () => {
      for (const db of dbs) await db.destroy()
      await schema.drop()
    },
  }
}
