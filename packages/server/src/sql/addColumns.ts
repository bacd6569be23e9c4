import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely'

/** A column type every dialect the services run on (SQLite, PostgreSQL) reads the same. */
type PortableType = 'text' | 'integer' | 'bigint'

/**
 * One column as a migration declares it: a portable type, nullable unless a constraint follows.
 * @example const spec: ColumnSpec = 'bigint not null'
 */
export type ColumnSpec =
  | PortableType
  | `${PortableType} ${'not null' | 'primary key' | 'unique'}`
  | 'integer primary key autoincrement'

// Each constraint as Kysely builds it, so a declared column reads exactly as a chained one.
const constraints: Record<string, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder> = {
  '': (column) => column,
  'not null': (column) => column.notNull(),
  'primary key': (column) => column.primaryKey(),
  unique: (column) => column.unique(),
  'primary key autoincrement': (column) => column.primaryKey().autoIncrement(),
}

/**
 * Adds `columns`, in their order, to a table being created: the table's plain columns declared
 * as data, one line each, with keys, indexes and references still chained after.
 * @example
 * await addColumns(db.schema.createTable('blocks'), { chain_id: 'text not null', hash: 'text' })
 *   .addPrimaryKeyConstraint('blocks_pk', ['chain_id', 'hash'])
 *   .execute()
 */
export function addColumns<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  columns: Readonly<Record<string, ColumnSpec>>,
): CreateTableBuilder<TB, string> {
  let builder: CreateTableBuilder<TB, string> = table
  for (const [name, spec] of Object.entries(columns)) {
    const [type, ...constraint] = spec.split(' ') as [PortableType, ...string[]]
    const build = constraints[constraint.join(' ')]
    if (!build) throw new TypeError(`column ${name}: unknown constraint in '${spec}'`)
    builder = builder.addColumn(name, type, build)
  }
  return builder
}
