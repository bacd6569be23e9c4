import type { Kysely } from 'kysely'
import type { RelayDatabase } from './RelayDatabase'
import type { StoredMessage, UnackedQuery } from './RelayStore'

/**
 * Unexpired messages on the query's topics after `afterSeq` that the client neither published
 * nor acknowledged, oldest first, at most `limit`.
 * @example
 * const page = await listUnacked(db, { topics, clientId, now, afterSeq: 0, limit: 100 })
 */
export async function listUnacked(
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
      'm.publisher_address',
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
    publisherAddress: row.publisher_address,
  }))
}
