import { describe, expect, it } from 'vitest'
import { createSqliteKysely } from './createSqliteKysely'
import { createTable } from './createTable'

describe('createTable', () => {
  const db = createSqliteKysely<unknown>(':memory:')

  it('keys the table <name>_pk after all its columns, even those chained after it', () => {
    const declared = createTable(db, 'pairs', ['a', 'b'], { a: 'text not null' })
      .addColumn('b', 'text', (c) => c.notNull().references('rows.id'))
      .compile()
    const chained = db.schema
      .createTable('pairs')
      .addColumn('a', 'text', (c) => c.notNull())
      .addColumn('b', 'text', (c) => c.notNull().references('rows.id'))
      .addPrimaryKeyConstraint('pairs_pk', ['a', 'b'])
      .compile()
    expect(declared.sql).toBe(chained.sql)
  })

  it('adds no key of its own when the table names none', () => {
    expect(createTable(db, 'loose', { id: 'text primary key' }).compile().sql).toBe(
      db.schema
        .createTable('loose')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .compile().sql,
    )
  })
})
