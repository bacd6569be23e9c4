import { type Kysely, sql } from 'kysely'
import type { RelayDatabase } from './RelayDatabase'
import type { StoredMessage } from './RelayStore'

/**
 * The messages among `seqs` (ascending) that are unexpired at `now` and that `clientId` neither
 * published nor acknowledged, oldest first.
 * @example
 * const page = await listUnacked(db, { seqs: index.candidates(topics, 0, now, 100), clientId, now })
 */
export async function listUnacked(
  db: Kysely<RelayDatabase>,
  query: { seqs: readonly number[]; clientId: string; now: number },
): Promise<StoredMessage[]> {
  if (query.seqs.length === 0) return []
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
    // One parameter however many: a JSON array read back by json_each.
    .where('m.seq', 'in', sql<number>`(select value from json_each(${JSON.stringify(query.seqs)}))`)
    .where('m.expires_at', '>', query.now)
    .where('m.publisher', '!=', query.clientId)
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
