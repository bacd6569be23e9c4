import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely'

/** A column type every dialect the services run on (SQLite, PostgreSQL) reads the same. */
type PortableType = 'text' | 'integer' | 'bigint'

/**
 * One column as a migration declares it: a portable type, nullable unless a constraint follows;
 * a reference names `table.column` and deletes the row with the one it points at.
 * @example const spec: ColumnSpec = 'text not null references users.id on delete cascade'
 */
export type ColumnSpec =
  | PortableType
  | `${PortableType} ${'not null' | 'primary key' | 'unique' | 'not null unique'}`
  | 'integer primary key autoincrement'
  | `${PortableType} ${'not null' | 'primary key'} references ${string}.${string} on delete cascade`

// Each constraint as Kysely builds it, so a declared column reads exactly as a chained one.
const constraints: Record<string, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder> = {
  '': (column) => column,
  'not null': (column) => column.notNull(),
  'primary key': (column) => column.primaryKey(),
  unique: (column) => column.unique(),
  'not null unique': (column) => column.notNull().unique(),
  'primary key autoincrement': (column) => column.primaryKey().autoIncrement(),
}
const reference = /^(not null|primary key) references (\w+\.\w+) on delete cascade$/

function constraintOf(constraint: string) {
  const referring = reference.exec(constraint)
  if (!referring) return constraints[constraint]
  const [, own = '', target = ''] = referring
  const build = constraints[own]
  return (
    build &&
    ((column: ColumnDefinitionBuilder) => build(column).references(target).onDelete('cascade'))
  )
}

/**
 * Adds `columns`, in their order, to a table being created: the table's plain columns declared
 * as data, one line each, with keys over several columns, indexes and defaults chained after.
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
    const build = constraintOf(constraint.join(' '))
    if (!build) throw new TypeError(`column ${name}: unknown constraint in '${spec}'`)
    builder = builder.addColumn(name, type, build)
  }
  return builder
}
