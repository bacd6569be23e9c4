import { CompiledQuery, type Kysely, sql } from 'kysely'
import type { BulkInsert } from './defineBulkInsert'

/**
 * Whether `db` speaks PostgreSQL (numbered parameters) rather than SQLite.
 * @example if (usesPostgres(trx)) { … }
 */
export function usesPostgres<DB>(db: Kysely<DB>): boolean {
  return sql`${0}`.compile(db).sql === '$1'
}

/**
 * Inserts `rows` into the table of `target` with its conflict rule, without building SQL per
 * call: on PostgreSQL one statement with a `unnest` array per column, on SQLite statements of a
 * fixed number of rows whose text (and so prepared statement) is the same every time. Rows go in
 * key order (a stable sort, so rows with one key keep theirs): keys such as transaction hashes
 * are random, and consecutive inserts into the key's B-tree then land on the same pages rather
 * than on any page (the indexer's catch-up spent a third less time in these inserts).
 * Meant for a transaction the caller holds.
 * @example
 * await bulkInsert(trx, indexedTables.transfers, rows.transfers)
 */
export async function bulkInsert<DB, Row>(
  db: Kysely<DB>,
  target: BulkInsert<Row>,
  rows: readonly Row[],
  postgres: boolean = usesPostgres(db),
): Promise<void> {
  if (rows.length === 0) return
  const { columns } = target
  const ordered = rows.length > 1 ? [...rows].sort(target.compareKeys) : rows
  if (postgres) {
    const arrays = columns.map((c) => ordered.map((row) => row[c]))
    await db.executeQuery(CompiledQuery.raw(target.postgres, arrays))
    return
  }
  const width = target.sqliteWidth
  let i = 0
  for (; i + width <= ordered.length; i += width) {
    const values: unknown[] = []
    for (let r = i; r < i + width; r++) {
      const row = ordered[r] as Row
      for (const c of columns) values.push(row[c])
    }
    await db.executeQuery(CompiledQuery.raw(target.sqliteFull, values))
  }
  // The remainder one row at a time: a statement per remainder size would churn the cache of
  // prepared statements the rest of the gateway relies on.
  for (; i < ordered.length; i++) {
    const row = ordered[i] as Row
    await db.executeQuery(
      CompiledQuery.raw(
        target.sqliteSingle,
        columns.map((c) => row[c]),
      ),
    )
  }
}
