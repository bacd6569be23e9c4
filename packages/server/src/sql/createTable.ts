import type { CreateTableBuilder, Kysely } from 'kysely'
import { addColumns, type ColumnSpec } from './addColumns'

type Columns = Readonly<Record<string, ColumnSpec>>

/**
 * A table being created in a migration: its plain columns declared as data ({@link addColumns}),
 * keyed `<name>_pk` over `primaryKey` when one is given (a key over several columns; a single
 * column says `primary key` itself). Columns that need more (defaults) are chained after; the
 * caller executes it.
 * @example
 * await createTable(db, 'blocks', ['chain_id', 'number'], {
 *   chain_id: 'text not null',
 *   number: 'bigint not null',
 * }).execute()
 */
export function createTable(
  db: Kysely<unknown>,
  name: string,
  ...keyAndColumns: [columns: Columns] | [primaryKey: readonly string[], columns: Columns]
): CreateTableBuilder<string, string> {
  const [primaryKey, columns] = keyAndColumns.length === 1 ? [[], keyAndColumns[0]] : keyAndColumns
  const builder = addColumns(db.schema.createTable(name), columns)
  // Kysely writes a table's constraints after all its columns, whenever they are added.
  return primaryKey.length > 0
    ? builder.addPrimaryKeyConstraint(`${name}_pk`, [...primaryKey])
    : builder
}
