import { createTable } from '@portico/server'
import { type Kysely, type Migration, type MigrationProvider, SqliteAdapter, sql } from 'kysely'
import { MigrationError } from '../errors/MigrationError'
import { emailChangeUndoMigration } from './emailChangeUndoMigration'
import { loginFactorsMigration } from './loginFactorsMigration'
import { mailCooldownsMigration } from './mailCooldownsMigration'

// Only portable column types: a Postgres dialect must run these unchanged.
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'users', {
      id: 'text primary key',
      email: 'text not null unique',
      address: 'text',
      created_at: 'bigint not null',
    }).execute()
    await createTable(db, 'devices', ['user_id', 'device_hash'], {
      user_id: 'text not null references users.id on delete cascade',
      device_hash: 'text not null',
      auth_share: 'text',
      recovery_share: 'text',
      created_at: 'bigint not null',
    }).execute()
    await createTable(db, 'logins', {
      id: 'text primary key',
      email: 'text not null',
      device_hash: 'text not null',
      state: 'text not null',
      approval_hash: 'text unique',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
    }).execute()
    await createTable(db, 'otps', {
      id: 'text primary key',
      purpose: 'text not null',
      subject: 'text not null',
      email: 'text not null',
      code_hash: 'text not null',
      attempts: 'integer not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
      used_at: 'bigint',
    }).execute()
    await db.schema.createIndex('otps_subject').on('otps').columns(['subject']).execute()
    await db.schema.createIndex('otps_email').on('otps').columns(['email', 'created_at']).execute()
    await createTable(db, 'sessions', {
      id: 'text primary key',
      user_id: 'text not null references users.id on delete cascade',
      device_hash: 'text not null',
      refresh_hash: 'text not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
      revoked_at: 'bigint',
    }).execute()
    await createTable(db, 'email_updates', {
      id: 'text primary key',
      user_id: 'text not null references users.id on delete cascade',
      new_email: 'text not null',
      state: 'text not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
    }).execute()
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
    await createTable(db, 'social_logins', {
      id: 'text primary key',
      provider: 'text not null',
      state: 'text not null unique',
      nonce: 'text not null',
      code_verifier: 'text not null',
      device_hash: 'text not null',
      parent_origin: 'text not null',
      redirect_uri: 'text not null',
      status: 'text not null',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
    }).execute()
    await db.schema
      .createIndex('social_logins_expiry')
      .on('social_logins')
      .columns(['expires_at'])
      .execute()
    await createTable(db, 'social_identities', ['provider', 'subject'], {
      provider: 'text not null',
      subject: 'text not null',
      user_id: 'text not null references users.id on delete cascade',
      email: 'text',
      username: 'text',
      created_at: 'bigint not null',
      updated_at: 'bigint not null',
    }).execute()
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
        await createTable(trx, 'users_next', {
          id: 'text primary key',
          email: 'text unique',
          address: 'text',
          created_at: 'bigint not null',
        }).execute()
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
    await createTable(db, 'farcaster_channels', {
      token_hash: 'text primary key',
      nonce: 'text not null unique',
      domain: 'text not null',
      siwe_uri: 'text not null',
      device_hash: 'text not null',
      status: 'text not null',
      message: 'text',
      signature: 'text',
      fid: 'text',
      custody: 'text',
      username: 'text',
      created_at: 'bigint not null',
      expires_at: 'bigint not null',
    }).execute()
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
    await createTable(db, 'recovery_passwords', {
      user_id: 'text primary key references users.id on delete cascade',
      salt: 'text not null',
      params: 'text not null',
      verifier_hash: 'text not null',
      wrapped_key: 'text not null',
    })
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
    await createTable(db, 'recovery_passkeys', {
      credential_id: 'text primary key',
      user_id: 'text not null references users.id on delete cascade',
      public_key: 'text not null',
      counter: 'bigint not null',
      transports: 'text not null',
      prf_salt: 'text not null',
      wrapped_key: 'text not null',
      created_at: 'bigint not null',
    }).execute()
    await db.schema
      .createIndex('recovery_passkeys_user')
      .on('recovery_passkeys')
      .columns(['user_id'])
      .execute()
    await createTable(db, 'webauthn_challenges', ['session_id', 'purpose'], {
      session_id: 'text not null',
      purpose: 'text not null',
      challenge: 'text not null',
      prf_salt: 'text',
      expires_at: 'bigint not null',
    }).execute()
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
