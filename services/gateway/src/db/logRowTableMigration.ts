import { type Kysely, type Migration, sql } from 'kysely'
import { createLogRowTable, type LogRowColumnType } from './createLogRowTable'

/**
 * The migration that adds one indexed table of log rows ({@link createLogRowTable}) and drops
 * it on the way down. Blocks indexed before it keep no rows there.
 * @example
 * export const approvalsMigration = logRowTableMigration('approvals', { token_address: 'text', owner: 'text', spender: 'text', value: 'text' })
 */
export function logRowTableMigration(
  table: string,
  columns: Readonly<Record<string, LogRowColumnType>>,
): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createLogRowTable(db, table, columns)
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db)
    },
  }
}
