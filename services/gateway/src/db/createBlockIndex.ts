import type { Kysely } from 'kysely'

/**
 * The index `<table>_block` on (chain_id, block_number) of an indexed table: a rewind deletes
 * its rows by block.
 * @example await createBlockIndex(db, 'transactions')
 */
export async function createBlockIndex(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_block`)
    .on(table)
    .columns(['chain_id', 'block_number'])
    .execute()
}
