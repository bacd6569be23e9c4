import { statfs } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { createBatcher } from './createBatcher'
import { createStoreWriter, type StoreWrite } from './createStoreWriter'
import { createTopicIndex } from './createTopicIndex'
import { listUnacked } from './listUnacked'
import { listUsage } from './listUsage'
import type { RelayDatabase } from './RelayDatabase'
import type { RelayStore, StoredMessage } from './RelayStore'
import { migrateRelayDatabase } from './relayMigrations'
import { startCheckpointer } from './startCheckpointer'

const SWEEP_CHUNK = 2_000
const CHECKPOINT_INTERVAL_MS = 250
const defaultOnError = (message: string) => process.stderr.write(`[relay] error ${message}\n`)

/**
 * A {@link RelayStore} in SQLite (better-sqlite3, with Kysely for migrations, statements and
 * reads), migrated on open. Writes made in the same event-loop turn share one transaction;
 * reads see every write queued before them. Which message is on which topic is kept in memory
 * (rebuilt from the table on open), so an insert touches only append-mostly pages, and a worker
 * thread checkpoints the WAL. `path` is a file, or ':memory:' for a throwaway store.
 * @example
 * const store = await createSqliteStore({ path: '.data/relay.sqlite' })
 */
export async function createSqliteStore(options: {
  path: string
  /** Where background failures (checkpoints) are reported; stderr by default. */
  onError?: (message: string) => void
}): Promise<RelayStore> {
  const sqlite = new Database(options.path)
  sqlite.pragma('journal_mode = WAL')
  // WAL + NORMAL: a committed publish survives a crash of the relay process.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  const onDisk = options.path !== ':memory:' && options.path !== ''
  // Checkpoints run on a worker thread (startCheckpointer); this one only bounds the WAL
  // (64 MiB) should the worker fall behind under a constant stream of writes.
  sqlite.pragma(`wal_autocheckpoint = ${onDisk ? 16_384 : 4_000}`)
  const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) })
  await migrateRelayDatabase(db as Kysely<unknown>)
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst()
  const writer = createStoreWriter(sqlite, db, last?.seq ?? 0)
  const index = createTopicIndex()
  const stored = sqlite.prepare(
    db.selectFrom('messages').select(['seq', 'topic', 'expires_at']).orderBy('seq').compile().sql,
  )
  const openedAt = Date.now()
  for (const row of stored.iterate() as Iterable<{
    seq: number
    topic: string
    expires_at: number
  }>) {
    index.add(row.topic, row.seq, row.expires_at, openedAt)
  }
  const checkpointer = onDisk
    ? startCheckpointer(options.path, CHECKPOINT_INTERVAL_MS, (error) =>
        (options.onError ?? defaultOnError)(`Checkpoint failed: ${error}`),
      )
    : undefined
  const writes = createBatcher(async (batch: StoreWrite[]) => {
    const results = writer.apply(batch)
    for (const result of results) {
      if (result) index.add(result.topic, result.seq, result.expiresAt, result.publishedAt)
    }
    return results
  })

  return {
    insertMessage: (message) => writes.add({ kind: 'message', message }),
    async markAcked({ seq, clientId }) {
      await writes.add({ kind: 'ack', seq, clientId })
    },
    async listUnacked(query) {
      await writes.flush()
      const found: StoredMessage[] = []
      let afterSeq = query.afterSeq
      // Candidates come in pages: some may be the client's own or acknowledged already.
      while (found.length < query.limit) {
        const seqs = index.candidates(query.topics, afterSeq, query.now, query.limit)
        if (seqs.length === 0) break
        found.push(...(await listUnacked(db, { seqs, clientId: query.clientId, now: query.now })))
        if (seqs.length < query.limit) break
        afterSeq = seqs.at(-1) as number
      }
      return found.slice(0, query.limit)
    },
    async deleteExpired(now) {
      let deleted = 0
      // In chunks, yielding between them, so a large expiry never stalls deliveries.
      while (true) {
        await writes.flush()
        const chunk = writer.deleteExpired(now, SWEEP_CHUNK)
        deleted += chunk
        if (chunk < SWEEP_CHUNK) {
          index.prune(now)
          return deleted
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
    async listUsage(now) {
      await writes.flush()
      return listUsage(db, now)
    },
    async freeDiskBytes() {
      if (!onDisk) return undefined
      const stats = await statfs(dirname(resolve(options.path)))
      return stats.bavail * stats.bsize
    },
    async close() {
      await writes.flush()
      await checkpointer?.stop()
      await db.destroy()
    },
  }
}
