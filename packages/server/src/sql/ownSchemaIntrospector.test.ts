import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { testPostgresUrl } from '@portico/test/services/testServiceUrls'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresKysely } from './createPostgresKysely'

const own = testPostgresSchema('introspect_own')
const other = testPostgresSchema('introspect_other')

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(testPostgresUrl())
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Creates and drops schemas, each with a table, until `stop` says so. */
async function churnSchemas(stop: () => boolean): Promise<number> {
  return onServer(async (client) => {
    let dropped = 0
    while (!stop()) {
      const name = `introspect_churn_${process.pid}_${dropped}`
      await client.query(`create schema ${name}`)
      await client.query(`create table ${name}.t (id serial primary key, note text)`)
      await client.query(`drop schema ${name} cascade`)
      dropped++
    }
    return dropped
  })
}

beforeAll(async () => {
  await onServer(async (client) => {
    for (const { name } of [own, other]) {
      await client.query(`create schema ${name}`)
      await client.query(
        `create table ${name}.things (id serial primary key, label text not null default 'x', note text)`,
      )
    }
    await client.query(`create table ${own.name}.kysely_migration (name text primary key)`)
    await client.query(`create view ${own.name}.labels as select label from ${own.name}.things`)
    await client.query(`comment on column ${own.name}.things.note is 'free text'`)
  })
})
afterAll(async () => {
  await own.drop()
  await other.drop()
})

describe('createPostgresKysely introspection', () => {
  it("lists the tables and views of its own schema only, with their columns' facts", async () => {
    const { db } = createPostgresKysely({ url: own.url, schema: own.name, poolSize: 1 })
    try {
      const tables = await db.introspection.getTables()
      expect(tables.map((table) => [table.schema, table.name, table.isView])).toEqual([
        [own.name, 'labels', true],
        [own.name, 'things', false],
      ])
      expect(tables[1]?.columns).toEqual([
        {
          name: 'id',
          dataType: 'int4',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          hasDefaultValue: true,
          isAutoIncrementing: true,
        },
        {
          name: 'label',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          hasDefaultValue: true,
          isAutoIncrementing: false,
        },
        {
          name: 'note',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: true,
          hasDefaultValue: false,
          isAutoIncrementing: false,
          comment: 'free text',
        },
      ])
      const withInternal = await db.introspection.getTables({ withInternalKyselyTables: true })
      expect(withInternal.map((table) => table.name)).toEqual([
        'kysely_migration',
        'labels',
        'things',
      ])
      expect((await db.introspection.getSchemas()).map((schema) => schema.name)).toContain(
        other.name,
      )
    } finally {
      await db.destroy()
    }
  })

  it('is not failed by other schemas dropped while it runs, where Kysely’s own introspection is', async () => {
    // Introspects up to `calls` times while schemas come and go; stops at the first failure
    // when asked to (Kysely's own fails about one call in twenty here).
    const introspectWhileChurning = async (
      db: Kysely<unknown>,
      calls: number,
      untilFailure = false,
    ) => {
      let done = false
      const churn = churnSchemas(() => done)
      const failures: string[] = []
      try {
        for (let i = 0; i < calls && !(untilFailure && failures.length > 0); i++) {
          await db.introspection
            .getTables({ withInternalKyselyTables: true })
            .catch((error: Error) => failures.push(error.message))
        }
      } finally {
        done = true
        await churn
      }
      return failures
    }
    const ours = createPostgresKysely({ url: own.url, schema: own.name, poolSize: 1 })
    const stock = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: own.url,
          max: 1,
          options: `-c search_path=${own.name}`,
        }),
      }),
    })
    try {
      const stockFailures = await introspectWhileChurning(stock, 2_000, true)
      expect(stockFailures.some((message) => /schema ".*" does not exist/.test(message))).toBe(true)
      expect(await introspectWhileChurning(ours.db as Kysely<unknown>, 300)).toEqual([])
      await sql`select 1`.execute(ours.db)
    } finally {
      await ours.db.destroy()
      await stock.destroy()
    }
  }, 60_000)
})
