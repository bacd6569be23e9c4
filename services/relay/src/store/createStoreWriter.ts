import type { Database } from 'better-sqlite3'
import type { Kysely } from 'kysely'
import { createRecentMessages } from './createRecentMessages'
import type { RelayDatabase } from './RelayDatabase'
import type { NewMessage, StoredMessage } from './RelayStore'

/**
 * One queued write: a message to store (its result is the stored message, or undefined for a
 * duplicate) or an ack to record.
 * @example
 * const write: StoreWrite = { kind: 'ack', seq: 12, clientId }
 */
export type StoreWrite =
  | { kind: 'message'; message: NewMessage }
  | { kind: 'ack'; seq: number; clientId: string }

// Key order here is the statement's parameter order.
function messageRow(message: NewMessage, seq: number) {
  return {
    seq,
    topic: message.topic,
    message: message.message,
    tag: message.tag,
    published_at: message.publishedAt,
    expires_at: message.expiresAt,
    publisher: message.publisher,
    publisher_address: message.publisherAddress,
  }
}

const SAMPLE: NewMessage = {
  topic: '',
  message: '',
  tag: 0,
  publishedAt: 0,
  expiresAt: 0,
  publisher: '',
  publisherAddress: '',
}

/**
 * The relay's hot write path. Kysely builds the statements once; they run as cached
 * better-sqlite3 prepared statements, each batch in one synchronous transaction, so no other
 * query interleaves and a batch costs one WAL commit. Sequence numbers continue from `lastSeq`.
 * @example
 * const writer = createStoreWriter(sqlite, db, lastSeq)
 * const [stored] = writer.apply([{ kind: 'message', message }])
 */
export function createStoreWriter(sqlite: Database, db: Kysely<RelayDatabase>, lastSeq: number) {
  const compile = (query: { compile(): { sql: string } }) => sqlite.prepare(query.compile().sql)
  const insertMessage = compile(db.insertInto('messages').values(messageRow(SAMPLE, 0)))
  const insertAck = compile(
    db
      .insertInto('acks')
      .values({ message_seq: 0, client_id: '' })
      .onConflict((oc) => oc.columns(['message_seq', 'client_id']).doNothing()),
  )
  // One chunk of expired messages (oldest expiry first); parameters: now, chunk size.
  const expiredChunk = db
    .selectFrom('messages')
    .select('seq')
    .where('expires_at', '<=', 0)
    .orderBy('expires_at')
    .limit(0)
  const deleteAcks = compile(db.deleteFrom('acks').where('message_seq', 'in', expiredChunk))
  const deleteMessages = compile(db.deleteFrom('messages').where('seq', 'in', expiredChunk))
  const recent = createRecentMessages(200_000)
  let seq = lastSeq

  const apply = sqlite.transaction((writes: StoreWrite[]) =>
    writes.map((write): StoredMessage | undefined => {
      if (write.kind === 'ack') {
        insertAck.run(write.seq, write.clientId)
        return undefined
      }
      // A repeat of a stored message is dropped: its first copy was delivered.
      if (!recent.claim(write.message)) return undefined
      seq++
      insertMessage.run(Object.values(messageRow(write.message, seq)))
      return { ...write.message, seq }
    }),
  )
  const deleteExpired = sqlite.transaction((now: number, limit: number) => {
    deleteAcks.run(now, limit)
    return deleteMessages.run(now, limit).changes
  })

  return {
    /** Apply writes in order in one transaction; results line up with the writes. */
    apply: (writes: StoreWrite[]) => apply(writes),
    /** Delete up to `limit` messages expired at `now`, with their acks; returns how many. */
    deleteExpired(now: number, limit: number): number {
      recent.prune(now)
      return deleteExpired(now, limit)
    },
  }
}
