/**
 * PostgreSQL types of the columns a bulk insert writes (the array types its `unnest` casts to).
 * @example const type: BulkColumnType = 'bigint'
 */
export type BulkColumnType = 'text' | 'integer' | 'bigint'

/**
 * One table's bulk insert: its columns, the key whose conflict it resolves, and the SQL for each
 * dialect, built once (see {@link defineBulkInsert}, used by bulkInsert).
 * @example const target: BulkInsert<TokenTable> = indexedTables.tokens
 */
export type BulkInsert<Row> = {
  table: string
  columns: readonly (keyof Row & string)[]
  /** SQLite: `sqliteWidth` rows per statement (so the text, and its prepared statement, is reused). */
  sqliteWidth: number
  sqliteFull: string
  sqliteSingle: string
  /** PostgreSQL: every row in one statement, one array per column. */
  postgres: string
  /** Orders rows by the key, as the database orders it (numbers by value, text byte-wise). */
  compareKeys(a: Row, b: Row): number
}

// SQLite binds at most 32,766 parameters per statement; this stays far below with any table here.
const ROWS_PER_SQLITE_STATEMENT = 100

type KeyValue = string | number | bigint | null | undefined

// SQLite's order: NULL first, then numbers by value, then text byte-wise (ASCII here).
function compareKeyValue(a: KeyValue, b: KeyValue): number {
  if (a === b) return 0
  if (a == null) return -1
  if (b == null) return 1
  if (typeof a !== 'string' && typeof b !== 'string') return a < b ? -1 : a > b ? 1 : 0
  if (typeof a !== 'string') return -1
  if (typeof b !== 'string') return 1
  return a < b ? -1 : 1
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * Builds a table's bulk insert. On a conflict of `key` the stored row is kept, or, with `update`,
 * those columns take the new row's values: the same rule on both dialects.
 * @example
 * const tokens = defineBulkInsert<TokenTable>({
 *   table: 'tokens',
 *   columns: { chain_id: 'text', address: 'text', name: 'text', symbol: 'text', decimals: 'integer' },
 *   key: ['chain_id', 'address'],
 * })
 */
export function defineBulkInsert<Row>(spec: {
  table: string
  /** Every column of the row, with its PostgreSQL type. */
  columns: { [K in keyof Row & string]: BulkColumnType }
  key: readonly (keyof Row & string)[]
  update?: readonly (keyof Row & string)[]
}): BulkInsert<Row> {
  const columns = Object.keys(spec.columns) as (keyof Row & string)[]
  const types = spec.columns as Record<string, BulkColumnType>
  const into = `insert into ${quote(spec.table)} (${columns.map(quote).join(', ')})`
  const onConflict = `on conflict (${spec.key.map(quote).join(', ')}) ${
    spec.update?.length
      ? `do update set ${spec.update.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ')}`
      : 'do nothing'
  }`
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const sqliteValues = (rows: number) => Array.from({ length: rows }, () => tuple).join(', ')
  const arrays = columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')
  return {
    table: spec.table,
    columns,
    sqliteWidth: ROWS_PER_SQLITE_STATEMENT,
    sqliteFull: `${into} values ${sqliteValues(ROWS_PER_SQLITE_STATEMENT)} ${onConflict}`,
    sqliteSingle: `${into} values ${tuple} ${onConflict}`,
    postgres: `${into} select * from unnest(${arrays}) ${onConflict}`,
    compareKeys(a, b) {
      for (const column of spec.key) {
        const order = compareKeyValue(a[column] as KeyValue, b[column] as KeyValue)
        if (order !== 0) return order
      }
      return 0
    },
  }
}
