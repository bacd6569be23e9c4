import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { indexedTables } from '../indexer/indexedTables'
import { createTestDb } from '../testing/createTestDb'
import { bulkInsert } from './bulkInsert'
import type { BlockTable, TransactionTable } from './Database'

const chainId = 'eip155:31337'
// Hashes out of order, as a block's transactions come: the first digit is scrambled.
const hashes = Array.from(
  { length: 250 },
  (_, i) => `0x${((i * 7) % 16).toString(16)}${i.toString(16).padStart(63, '0')}`,
)

function transaction(hash: string, n: number): TransactionTable {
  return {
    chain_id: chainId,
    hash,
    block_number: n,
    tx_index: 0,
    timestamp: 1_700_000_000 + n,
    from_address: `0x${'1'.repeat(40)}`,
    to_address: null,
    nonce: n,
    status: 'confirmed',
  }
}

describe('bulkInsert', () => {
  it('writes rows in key order (SQLite numbers the rows as they go in)', async () => {
    const { db, close } = await createTestDb('sqlite')
    try {
      const rows = hashes.map(transaction)
      await bulkInsert(db, indexedTables.transactions, rows)
      const { rows: stored } = await sql<{
        hash: string
      }>`select hash from transactions order by rowid`.execute(db)
      expect(stored.map((row) => row.hash)).toEqual([...hashes].sort())
      // The caller's list is left as it was.
      expect(rows.map((row) => row.hash)).toEqual(hashes)
    } finally {
      await close()
    }
  })

  it('orders numbers by value (9 before 10 before 100), and rows with one key keep their order (the last one wins)', async () => {
    const { db, close } = await createTestDb('sqlite')
    try {
      const blocks: BlockTable[] = [
        { chain_id: chainId, number: 10, hash: '0xten' },
        { chain_id: chainId, number: 9, hash: '0xnine' },
        { chain_id: chainId, number: 10, hash: '0xten-again' },
        { chain_id: chainId, number: 100, hash: '0xhundred' },
      ]
      await bulkInsert(db, indexedTables.blocks, blocks)
      const { rows: stored } = await sql<{
        number: number
        hash: string
      }>`select number, hash from blocks order by rowid`.execute(db)
      expect(stored).toEqual([
        { number: 9, hash: '0xnine' },
        { number: 10, hash: '0xten-again' },
        { number: 100, hash: '0xhundred' },
      ])
    } finally {
      await close()
    }
  })
})
