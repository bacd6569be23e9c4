import type { Kysely } from 'kysely'
import { createBlockIndex } from './createBlockIndex'

/**
 * A column's SQL type, portable between SQLite and PostgreSQL; NOT NULL unless `nullable`.
 * @example const type: LogRowColumnType = 'nullable text'
 */
export type LogRowColumnType = 'text' | 'integer' | 'bigint' | 'nullable text'

/**
 * An indexed table of one row per log (transfers, approvals, user operations): its place
 * (chain_id, tx_hash, log_index, block_number; keyed `<table>_pk` by chain, transaction and log
 * index), then `columns` in their order, and its index by block ({@link createBlockIndex}).
 * @example
 * await createLogRowTable(db, 'approvals', { token_address: 'text', owner: 'text', spender: 'text', value: 'text' })
 */
export async function createLogRowTable(
  db: Kysely<unknown>,
  table: string,
  columns: Readonly<Record<string, LogRowColumnType>>,
): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
  for (const [name, type] of Object.entries(columns)) {
    builder =
      type === 'nullable text'
        ? builder.addColumn(name, 'text')
        : builder.addColumn(name, type, (c) => c.notNull())
  }
  await builder
    .addPrimaryKeyConstraint(`${table}_pk`, ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await createBlockIndex(db, table)
}
