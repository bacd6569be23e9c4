import type { CreateTableBuilder, Kysely } from 'kysely'
import { addColumns, type ColumnSpec } from './addColumns'

/**
 * A table being created in a migration: its plain columns declared as data ({@link addColumns}),
 * keyed `<name>_pk` over `primaryKey` when that names columns (a key over several; `[]` when a
 * column is the key or there is none). Columns that need more (references, defaults) are chained
 * after; the caller executes it.
 * @example
 * await createTable(db, 'blocks', ['chain_id', 'number'], {
 *   chain_id: 'text not null',
 *   number: 'bigint not null',
 * }).execute()
 */
export function createTable(
  db: Kysely<unknown>,
  name: string,
  primaryKey: readonly string[],
  columns: Readonly<Record<string, ColumnSpec>>,
): CreateTableBuilder<string, string> {
  const builder = addColumns(db.schema.createTable(name), columns)
  // Kysely writes a table's constraints after all its columns, whenever they are added.
  return primaryKey.length > 0
    ? builder.addPrimaryKeyConstraint(`${name}_pk`, [...primaryKey])
    : builder
}
