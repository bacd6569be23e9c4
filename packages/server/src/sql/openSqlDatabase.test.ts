import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPostgresUrl } from '@portico/test/services/testServiceUrls'
import { type Kysely, type Migration, sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqlDatabase } from './openSqlDatabase'
import { openSqliteFile } from './openSqliteFile'
import { pingDatabase } from './pingDatabase'

type Db = { things: { id: number; at: number; parent: number | null } }

const migrations: Record<string, Migration> = {
  '0001_things': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('things')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('parent', 'integer', (c) => c.references('things.id'))
        .execute()
    },
  },
}

const schema = `server_test_${process.pid}_${Date.now()}`
afterAll(async () => {
  const client = new pg.Client(testPostgresUrl())
  await client.connect()
  await client.query(`drop schema if exists ${schema} cascade`)
  await client.end()
})

describe('openSqlDatabase', () => {
  it('opens a SQLite file (folder created, WAL, foreign keys) and migrates it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'portico-sql-')), 'nested', 'db.sqlite')
    const { db, dialect } = await openSqlDatabase<Db>({ target: { sqlitePath: path }, migrations })
    try {
      expect(dialect).toBe('sqlite')
      await db
        .insertInto('things')
        .values({ id: 1, at: 2 ** 40, parent: null })
        .execute()
      await expect(
        db.insertInto('things').values({ id: 2, at: 1, parent: 99 }).execute(),
      ).rejects.toThrow(/FOREIGN KEY/)
      await pingDatabase(db as Kysely<unknown>)
    } finally {
      await db.destroy()
    }
    const raw = openSqliteFile(path)
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
    raw.close()
  })

  it('opens PostgreSQL in a schema it creates, twice without harm, bigints as numbers', async () => {
    const target = {
      sqlitePath: 'unused',
      postgres: { url: testPostgresUrl(), schema, poolSize: 2 },
    }
    const first = await openSqlDatabase<Db>({ target, migrations })
    const second = await openSqlDatabase<Db>({ target, migrations })
    try {
      expect(first.dialect).toBe('postgres')
      expect(first.pool?.totalCount).toBeGreaterThan(0)
      await first.db
        .insertInto('things')
        .values({ id: 1, at: 2 ** 40, parent: null })
        .execute()
      const row = await second.db.selectFrom('things').selectAll().executeTakeFirstOrThrow()
      expect(row.at).toBe(2 ** 40)
      const applied = await sql<{
        name: string
      }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(first.db)
      expect(applied.rows.map((r) => r.name)).toEqual(['0001_things'])
    } finally {
      await first.db.destroy()
      await second.db.destroy()
    }
  })

  it('creates and migrates one fresh schema from several nodes starting at once', async () => {
    const fresh = `${schema}_race`
    const target = {
      sqlitePath: 'unused',
      postgres: { url: testPostgresUrl(), schema: fresh, poolSize: 2 },
    }
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openSqlDatabase<Db>({ target, migrations })),
    )
    try {
      const applied = await sql<{
        name: string
      }>`select name from ${sql.id(fresh, 'kysely_migration')}`.execute(opened[0]?.db as Kysely<Db>)
      expect(applied.rows.map((r) => r.name)).toEqual(['0001_things'])
    } finally {
      for (const { db } of opened) await db.destroy()
      const client = new pg.Client(testPostgresUrl())
      await client.connect()
      await client.query(`drop schema if exists ${fresh} cascade`)
      await client.end()
    }
  })

  it('closes the database when a migration fails', async () => {
    const failing: Record<string, Migration> = {
      '0001_bad': { up: async (db) => void (await sql`not sql`.execute(db)) },
    }
    await expect(
      openSqlDatabase({ target: { sqlitePath: ':memory:' }, migrations: failing }),
    ).rejects.toThrow()
  })
})
