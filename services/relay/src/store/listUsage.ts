import { type Kysely, sql } from 'kysely'
import type { RelayDatabase } from './RelayDatabase'
import type { StoredUsage } from './RelayStore'

/**
 * Stored bytes of unexpired messages grouped by publisher, publishing address and expiry
 * second (one row per group, so the answer stays small however many messages are stored).
 * @example
 * const usage = await listUsage(db, Date.now())
 */
export async function listUsage(db: Kysely<RelayDatabase>, now: number): Promise<StoredUsage[]> {
  const second = sql<number>`(expires_at + 999) / 1000`
  const rows = await db
    .selectFrom('messages')
    .select([
      'publisher',
      'publisher_address',
      sql<number>`max(expires_at)`.as('expires_at'),
      sql<number>`sum(length(cast(message as blob)))`.as('message_bytes'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('expires_at', '>', now)
    .groupBy(['publisher', 'publisher_address', second])
    .execute()
  return rows.map((row) => ({
    publisher: row.publisher,
    publisherAddress: row.publisher_address,
    expiresAt: row.expires_at,
    messageBytes: row.message_bytes,
    count: row.count,
  }))
}
