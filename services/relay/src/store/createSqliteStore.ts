import { statfs } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { createBatcher } from './createBatcher'
import { createStoreWriter, type StoreWrite } from './createStoreWriter'
import { listUnacked } from './listUnacked'
import { listUsage } from './listUsage'
import type { RelayDatabase } from './RelayDatabase'
import type { RelayStore } from './RelayStore'
import { migrateRelayDatabase } from './relayMigrations'

const SWEEP_CHUNK = 2_000

/**
 * A {@link RelayStore} in SQLite (better-sqlite3, with Kysely for migrations, statements and
 * reads), migrated on open. Writes made in the same event-loop turn share one transaction;
 * reads see every write queued before them. `path` is a file, or ':memory:' for a throwaway
 * store.
 * @example
 * const store = await createSqliteStore({ path: '.data/relay.sqlite' })
 */
export async function createSqliteStore(options: { path: string }): Promise<RelayStore> {
  const sqlite = new Database(options.path)
  sqlite.pragma('journal_mode = WAL')
  // WAL + NORMAL: a committed publish survives a crash of the relay process.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  // Fewer, larger checkpoints: each one rewrites touched pages into the database file.
  sqlite.pragma('wal_autocheckpoint = 4000')
  const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) })
  await migrateRelayDatabase(db as Kysely<unknown>)
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst()
  const writer = createStoreWriter(sqlite, db, last?.seq ?? 0)
  const writes = createBatcher(async (batch: StoreWrite[]) => writer.apply(batch))

  return {
    insertMessage: (message) => writes.add({ kind: 'message', message }),
    async markAcked({ seq, clientId }) {
      await writes.add({ kind: 'ack', seq, clientId })
    },
    async listUnacked(query) {
      await writes.flush()
      return listUnacked(db, query)
    },
    async deleteExpired(now) {
      let deleted = 0
      // In chunks, yielding between them, so a large expiry never stalls deliveries.
      while (true) {
        await writes.flush()
        const chunk = writer.deleteExpired(now, SWEEP_CHUNK)
        deleted += chunk
        if (chunk < SWEEP_CHUNK) return deleted
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
    async listUsage(now) {
      await writes.flush()
      return listUsage(db, now)
    },
    async freeDiskBytes() {
      if (options.path === ':memory:' || options.path === '') return undefined
      const stats = await statfs(dirname(resolve(options.path)))
      return stats.bavail * stats.bsize
    },
    async close() {
      await writes.flush()
      await db.destroy()
    },
  }
}
