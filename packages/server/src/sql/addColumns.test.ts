import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addColumns, type ColumnSpec } from './addColumns'
import { createSqliteKysely } from './createSqliteKysely'

describe('addColumns', () => {
  const db = createSqliteKysely<unknown>(':memory:')

  it('builds the same statement as the columns chained one by one', () => {
    const declared = addColumns(db.schema.createTable('things'), {
      id: 'integer primary key autoincrement',
      key: 'text primary key',
      email: 'text unique',
      login: 'text not null unique',
      owner: 'text not null references users.id on delete cascade',
      self: 'text primary key references users.id on delete cascade',
      at: 'bigint not null',
      count: 'integer not null',
      note: 'text',
    })
      .addPrimaryKeyConstraint('things_pk', ['id'])
      .compile()
    const chained = db.schema
      .createTable('things')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('login', 'text', (c) => c.notNull().unique())
      .addColumn('owner', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('self', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('note', 'text')
      .addPrimaryKeyConstraint('things_pk', ['id'])
      .compile()
    expect(declared.sql).toBe(chained.sql)
  })

  it('creates a table whose NOT NULL columns refuse a missing value', async () => {
    await addColumns(db.schema.createTable('rows'), {
      id: 'text primary key',
      at: 'bigint not null',
    }).execute()
    await sql`insert into rows (id, at) values ('a', 1)`.execute(db)
    await expect(sql`insert into rows (id) values ('b')`.execute(db)).rejects.toThrow(/NOT NULL/)
  })

  it('refuses a constraint it does not know rather than dropping it', () => {
    const spec = 'text references users.id' as ColumnSpec
    expect(() => addColumns(db.schema.createTable('bad'), { owner: spec })).toThrow(
      "column owner: unknown constraint in 'text references users.id'",
    )
  })
})
