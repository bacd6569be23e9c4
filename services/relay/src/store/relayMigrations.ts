import { createTable, MigrationError } from '@portico/server'
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'

const migrations: Record<string, Migration> = {
  '0001_messages_and_acks': {
    async up(db: Kysely<unknown>) {
      // seq is assigned by the relay (strictly increasing), so no AUTOINCREMENT bookkeeping.
      await createTable(db, 'messages', {
        seq: 'integer primary key',
        topic: 'text not null',
        message: 'text not null',
        tag: 'integer not null',
        published_at: 'integer not null',
        expires_at: 'integer not null',
        publisher: 'text not null',
      }).execute()
      await db.schema
        .createIndex('messages_topic_seq')
        .on('messages')
        .columns(['topic', 'seq'])
        .execute()
      await db.schema
        .createIndex('messages_expires_at')
        .on('messages')
        .column('expires_at')
        .execute()
      // Keyed by message first: acks of expired messages are deleted through this prefix.
      await sql`create table acks (
        message_seq integer not null,
        client_id text not null,
        primary key (message_seq, client_id)
      ) without rowid`.execute(db)
    },
  },
  '0002_publisher_address': {
    async up(db: Kysely<unknown>) {
      // Rows stored before it count under the empty address.
      await db.schema
        .alterTable('messages')
        .addColumn('publisher_address', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  },
  '0003_topic_index_in_memory': {
    async up(db: Kysely<unknown>) {
      // The store keeps the topic lookup in memory (createTopicIndex): this index made every
      // insert rewrite a random index page.
      await db.schema.dropIndex('messages_topic_seq').execute()
    },
  },
}

/**
 * Bring a relay database to the latest schema; throws if a migration fails.
 * @example
 * await migrateRelayDatabase(db)
 */
export async function migrateRelayDatabase(db: Kysely<unknown>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations }
  const { error } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) throw error instanceof Error ? error : new MigrationError(error)
}
