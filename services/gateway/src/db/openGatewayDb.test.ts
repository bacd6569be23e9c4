import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPostgresUrl } from '@portico/test/services/testServiceUrls'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestSchema } from '../testing/createTestDb'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { openGatewayDb, SQLITE_WAL_AUTOCHECKPOINT_PAGES } from './openGatewayDb'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const withPostgres = (await gatewayTestDialects()).includes('postgres')

describe('openGatewayDb', () => {
  it('opens SQLite without a database url', async () => {
    const { db, dialect } = await openGatewayDb({ dbPath: ':memory:' })
    cleanups.push(() => db.destroy())
    expect(dialect).toBe('sqlite')
    expect(await db.selectFrom('tokens').selectAll().execute()).toEqual([])
  })

  it('checkpoints a SQLite file less often than SQLite would', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-gateway-db-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    const { db } = await openGatewayDb({ dbPath: join(dir, 'gateway.sqlite') })
    cleanups.push(() => db.destroy())
    const pragma = async (name: string) =>
      Object.values(
        (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {},
      )[0]
    expect(await pragma('journal_mode')).toBe('wal')
    expect(await pragma('wal_autocheckpoint')).toBe(SQLITE_WAL_AUTOCHECKPOINT_PAGES)
    expect(SQLITE_WAL_AUTOCHECKPOINT_PAGES).toBeGreaterThan(1_000)
  })

  it.runIf(withPostgres)(
    'opens PostgreSQL from database.url, creating and migrating its schema, twice without harm',
    async () => {
      const { name, drop } = await createTestSchema()
      await drop()
      const target = {
        dbPath: 'unused',
        database: { url: testPostgresUrl(), schema: name, poolSize: 2 },
      }
      const first = await openGatewayDb(target)
      cleanups.push(drop, () => first.db.destroy())
      const second = await openGatewayDb(target)
      cleanups.push(() => second.db.destroy())
      expect(first.dialect).toBe('postgres')
      await first.db
        .insertInto('tokens')
        .values({ chain_id: 'eip155:1', address: '0xa', name: 'A', symbol: 'A', decimals: 6 })
        .execute()
      expect(await second.db.selectFrom('tokens').select('symbol').execute()).toEqual([
        { symbol: 'A' },
      ])
    },
  )
})
