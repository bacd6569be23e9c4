import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The account-name tables. Portable column types only: SQLite and PostgreSQL run it unchanged.
 * @example
 * const migrations = { '0004_profile_names': profileMigration }
 */
export const profileMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_names')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('registered_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('signed_at', 'bigint', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('bio', 'text')
      .execute()
    await db.schema
      .createTable('profile_name_addresses')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('coin_type', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('profile_name_addresses_pk', ['name', 'coin_type'])
      .execute()
    // Reverse lookups and identity go from an address to its names.
    await db.schema
      .createIndex('profile_name_addresses_address')
      .on('profile_name_addresses')
      .columns(['address'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists profile_name_addresses`.execute(db)
    await sql`drop table if exists profile_names`.execute(db)
  },
}
