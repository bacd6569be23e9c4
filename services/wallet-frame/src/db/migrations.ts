import { type Kysely, type Migration, type MigrationProvider, SqliteAdapter, sql } from 'kysely'
import { MigrationError } from '../errors/MigrationError'
import { emailChangeUndoMigration } from './emailChangeUndoMigration'
import { loginFactorsMigration } from './loginFactorsMigration'
import { mailCooldownsMigration } from './mailCooldownsMigration'

// Only portable column types: a Postgres dialect must run these unchanged.
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('address', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('devices')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('auth_share', 'text')
      .addColumn('recovery_share', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('devices_pk', ['user_id', 'device_hash'])
      .execute()
    await db.schema
      .createTable('logins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('approval_hash', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('otps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute()
    await db.schema.createIndex('otps_subject').on('otps').columns(['subject']).execute()
    await db.schema.createIndex('otps_email').on('otps').columns(['email', 'created_at']).execute()
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('refresh_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute()
    await db.schema
      .createTable('email_updates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
  },
}

// The cooldown looks up an address's latest login; sign-outs and sweeps go by user and expiry.
const lookupIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('logins_email')
      .on('logins')
      .columns(['email', 'created_at'])
      .execute()
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute()
    await db.schema.createIndex('sessions_expiry').on('sessions').columns(['expires_at']).execute()
  },
}

// Social logins: their requests in progress, the provider accounts linked to users, the
// provider of each session, and users without an email (a provider that reports none).
const socialLogins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_logins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().unique())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('parent_origin', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('social_logins_expiry')
      .on('social_logins')
      .columns(['expires_at'])
      .execute()
    await db.schema
      .createTable('social_identities')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text')
      .addColumn('username', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('social_identities_pk', ['provider', 'subject'])
      .execute()
    await db.schema.alterTable('sessions').addColumn('auth_provider', 'text').execute()
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema
        .alterTable('users')
        .alterColumn('email', (c) => c.dropNotNull())
        .execute()
      return
    }
    // SQLite cannot drop a NOT NULL: rebuild the table (its documented procedure). Foreign
    // keys are off meanwhile, or dropping the old table would cascade into devices and sessions.
    await sql`PRAGMA foreign_keys = OFF`.execute(db)
    try {
      await db.transaction().execute(async (trx) => {
        await trx.schema
          .createTable('users_next')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.unique())
          .addColumn('address', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute()
        await sql`INSERT INTO users_next (id, email, address, created_at) SELECT id, email, address, created_at FROM users`.execute(
          trx,
        )
        await trx.schema.dropTable('users').execute()
        await trx.schema.alterTable('users_next').renameTo('users').execute()
        const broken = await sql`PRAGMA foreign_key_check`.execute(trx)
        if (broken.rows.length > 0) throw new MigrationError('users rebuild broke foreign keys')
      })
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db)
    }
  },
}

// Sign In With Farcaster: one relay channel per sign-in, from its QR code to its session.
const farcasterChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('farcaster_channels')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('nonce', 'text', (c) => c.notNull().unique())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('siwe_uri', 'text', (c) => c.notNull())
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('signature', 'text')
      .addColumn('fid', 'text')
      .addColumn('custody', 'text')
      .addColumn('username', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('farcaster_channels_expiry')
      .on('farcaster_channels')
      .columns(['expires_at'])
      .execute()
  },
}

// A social login is bound to the browser that began it: the popup's first page stores the hash
// of a cookie it sets, and the provider's URL is kept until that page sends the browser there.
// Logins made before this have neither and can no longer finish (they expire within minutes).
const socialLoginBrowser: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('social_logins').addColumn('authorization_url', 'text').execute()
    await db.schema.alterTable('social_logins').addColumn('browser_hash', 'text').execute()
  },
}

// Self-custody of recovery: a recovery share may be sealed by the visitor (in the frame) rather
// than by the KMS; existing rows are KMS-sealed and keep working until their owner protects them.
const visitorRecovery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('devices')
      .addColumn('recovery_sealed_by', 'text', (c) => c.notNull().defaultTo('kms'))
      .execute()
    await db.schema
      .createTable('recovery_passwords')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('verifier_hash', 'text', (c) => c.notNull())
      .addColumn('wrapped_key', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
  },
}

// Passkeys (WebAuthn with the PRF extension) as the visitor's recovery key, and the challenges
// their ceremonies wait on.
const recoveryPasskeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recovery_passkeys')
      .addColumn('credential_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('prf_salt', 'text', (c) => c.notNull())
      .addColumn('wrapped_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('recovery_passkeys_user')
      .on('recovery_passkeys')
      .columns(['user_id'])
      .execute()
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('prf_salt', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('webauthn_challenges_pk', ['session_id', 'purpose'])
      .execute()
  },
}

/**
 * The service's migrations by name (applied in name order), in code so they ship with it and
 * need no file lookup.
 * @example await migrateToLatest(db, { migrations: walletFrameMigrations })
 */
export const walletFrameMigrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_lookup_indexes': lookupIndexes,
  '0003_social_logins': socialLogins,
  '0004_farcaster_channels': farcasterChannels,
  '0005_social_login_browser': socialLoginBrowser,
  '0006_visitor_recovery': visitorRecovery,
  '0007_email_change_undo': emailChangeUndoMigration,
  '0008_recovery_passkeys': recoveryPasskeys,
  '0009_mail_cooldowns': mailCooldownsMigration,
  '0010_login_factors': loginFactorsMigration,
}

/**
 * The same migrations for Kysely's own Migrator (a test that stops at an older version).
 * @example new Migrator({ db, provider: createMigrationProvider() })
 */
export function createMigrationProvider(): MigrationProvider {
  return { getMigrations: async () => ({ ...walletFrameMigrations }) }
}
