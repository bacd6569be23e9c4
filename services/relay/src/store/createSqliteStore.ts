import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { createBatcher } from './createBatcher'
import type { RelayDatabase } from './RelayDatabase'
import type { NewMessage, RelayStore, StoredMessage, UnackedQuery } from './RelayStore'
import { migrateRelayDatabase } from './relayMigrations'

// SQLite allows 32766 bound variables per statement; 8 columns x 1000 rows stays well below.
const ROWS_PER_STATEMENT = 1000

/**
 * A {@link RelayStore} in SQLite (better-sqlite3 through Kysely), migrated on open. Writes made in
 * the same event-loop turn share one transaction; reads see every write queued before them.
 * `path` is a file, or ':memory:' for a throwaway store.
 * @example
 * const store = await createSqliteStore({ path: '.data/relay.sqlite' })
 */
export async function createSqliteStore(options: { path: string }): Promise<RelayStore> {
  const sqlite = new Database(options.path)
  sqlite.pragma('journal_mode = WAL')
  // WAL + NORMAL: a committed publish survives a crash of the relay process.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) })
  await migrateRelayDatabase(db as Kysely<unknown>)

  const messages = createBatcher((batch: NewMessage[]) => insertMessages(db, batch))
  const acks = createBatcher(
    async (batch: { seq: number; clientId: string; expiresAt: number }[]) => {
      await insertAcks(db, batch)
      return batch.map(() => undefined)
    },
  )
  const flush = async () => {
    await messages.flush()
    await acks.flush()
  }

  return {
    insertMessage: (message) => messages.add(message),
    markAcked: (ack) => acks.add(ack),
    async listUnacked(query) {
      await flush()
      return listUnacked(db, query)
    },
    async deleteExpired(now) {
      await flush()
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('acks').where('expires_at', '<=', now).execute()
        const result = await trx
          .deleteFrom('messages')
          .where('expires_at', '<=', now)
          .executeTakeFirst()
        return Number(result.numDeletedRows)
      })
    },
    async close() {
      await flush()
      await db.destroy()
    },
  }
}

async function insertMessages(
  db: Kysely<RelayDatabase>,
  batch: NewMessage[],
): Promise<(StoredMessage | undefined)[]> {
  const hashes = batch.map((m) =>
    createHash('sha256').update(m.topic).update(m.message).digest('base64'),
  )
  const firstIndexOfHash = new Map<string, number>()
  hashes.forEach((hash, index) => {
    if (!firstIndexOfHash.has(hash)) firstIndexOfHash.set(hash, index)
  })
  const unique = [...firstIndexOfHash.values()]
  const seqOfHash = new Map<string, number>()
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < unique.length; start += ROWS_PER_STATEMENT) {
      const rows = unique.slice(start, start + ROWS_PER_STATEMENT).map((index) => {
        const m = batch[index] as NewMessage
        return {
          hash: hashes[index] as string,
          topic: m.topic,
          message: m.message,
          tag: m.tag,
          published_at: m.publishedAt,
          expires_at: m.expiresAt,
          publisher: m.publisher,
        }
      })
      const inserted = await trx
        .insertInto('messages')
        .values(rows)
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning(['seq', 'hash'])
        .execute()
      for (const row of inserted) seqOfHash.set(row.hash, row.seq)
    }
  })
  return batch.map((message, index) => {
    const hash = hashes[index] as string
    const seq = seqOfHash.get(hash)
    // A repeat within the batch, or a message stored earlier: the first copy was delivered.
    if (seq === undefined || firstIndexOfHash.get(hash) !== index) return undefined
    return { ...message, seq }
  })
}

async function insertAcks(
  db: Kysely<RelayDatabase>,
  batch: { seq: number; clientId: string; expiresAt: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      const rows = batch.slice(start, start + ROWS_PER_STATEMENT).map((ack) => ({
        message_seq: ack.seq,
        client_id: ack.clientId,
        expires_at: ack.expiresAt,
      }))
      await trx
        .insertInto('acks')
        .values(rows)
        .onConflict((oc) => oc.columns(['message_seq', 'client_id']).doNothing())
        .execute()
    }
  })
}

async function listUnacked(
  db: Kysely<RelayDatabase>,
  query: UnackedQuery,
): Promise<StoredMessage[]> {
  if (query.topics.length === 0) return []
  const rows = await db
    .selectFrom('messages as m')
    .select([
      'm.seq',
      'm.topic',
      'm.message',
      'm.tag',
      'm.published_at',
      'm.expires_at',
      'm.publisher',
    ])
    .where('m.topic', 'in', query.topics)
    .where('m.expires_at', '>', query.now)
    .where('m.publisher', '!=', query.clientId)
    .where('m.seq', '>', query.afterSeq)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('acks as a')
            .select('a.message_seq')
            .whereRef('a.message_seq', '=', 'm.seq')
            .where('a.client_id', '=', query.clientId),
        ),
      ),
    )
    .orderBy('m.seq')
    .limit(query.limit)
    .execute()
  return rows.map((row) => ({
    seq: row.seq,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    publisher: row.publisher,
  }))
}
