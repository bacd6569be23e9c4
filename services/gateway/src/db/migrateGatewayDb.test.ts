import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDb } from '../testing/createTestDb'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { gatewayMigrations } from './migrations'

const dialects = await gatewayTestDialects()

describe.each(dialects)('migrations on %s', (dialect) => {
  it('runs every migration, and bigint columns read back as numbers', async () => {
    const { db, close } = await createTestDb(dialect)
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
        .execute(db)
        .then((result) => result.rows.map((row) => row.name))
      expect(applied).toEqual(Object.keys(gatewayMigrations).sort())
      await db
        .insertInto('chain_cursors')
        .values({
          chain_id: 'eip155:1',
          next_block: 2 ** 40,
          last_hash: null,
          genesis_hash: null,
          updated_at: 1_700_000_000_000,
        })
        .execute()
      const row = await db.selectFrom('chain_cursors').selectAll().executeTakeFirstOrThrow()
      expect(row.next_block).toBe(2 ** 40)
      expect(row.updated_at).toBe(1_700_000_000_000)
    } finally {
      await close()
    }
  })
})
