import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { testPostgresUrl } from './testServiceUrls'

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A Postgres schema with a random name for one test (parallel workers never share one):
 * `create()` makes it (or let the code under test create it), `drop()` removes it with
 * everything in it.
 * @example
 * const schema = testPostgresSchema('gw_test'); await schema.create(); … await schema.drop()
 */
export function testPostgresSchema(label: string, url = testPostgresUrl()) {
  const name = `${label}_${randomBytes(6).toString('hex')}`
  return {
    name,
    url,
    create: () => run(url, `create schema ${name}`),
    drop: () => run(url, `drop schema if exists ${name} cascade`),
  }
}
