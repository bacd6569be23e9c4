import type { CreateTableBuilder, Kysely } from 'kysely'
import { addColumns, type ColumnSpec } from './addColumns'

/**
 * A table being created in a migration: its plain columns declared as data ({@link addColumns}),
 * keyed `<name>_pk` by `primaryKey` when that is given (a key over several columns). Columns that
 * need more (references, defaults) are chained after; the caller executes it.
 * @example
 * await createTable(db, { name: 'blocks', primaryKey: ['chain_id', 'number'] }, {
 *   chain_id: 'text not null',
 *   number: 'bigint not null',
 * }).execute()
 */
export function createTable(
  db: Kysely<unknown>,
  table: { name: string; primaryKey?: readonly string[] },
  columns: Readonly<Record<string, ColumnSpec>>,
): CreateTableBuilder<string, string> {
  const builder = addColumns(db.schema.createTable(table.name), columns)
  // Kysely writes a table's constraints after all its columns, whenever they are added.
  return table.primaryKey
    ? builder.addPrimaryKeyConstraint(`${table.name}_pk`, [...table.primaryKey])
    : builder
}
