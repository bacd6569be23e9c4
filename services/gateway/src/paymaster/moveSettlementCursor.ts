import type { Kysely } from 'kysely'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

/**
 * Records that a chain's blocks up to `toBlock` (whose timestamp is `scannedUntil`, unix seconds)
 * have been read for settlement: forward only, so a node that read fewer blocks never moves
 * another's cursor back.
 * @example await moveSettlementCursor(db, 'eip155:31337', 120n, 1_780_000_000)
 */
export async function moveSettlementCursor(
  db: Kysely<SponsorshipDatabase>,
  chainId: string,
  toBlock: bigint,
  scannedUntil: number,
): Promise<void> {
  const nextBlock = Number(toBlock + 1n)
  await db
    .insertInto('sponsorship_settlement_cursors')
    .values({ chain_id: chainId, next_block: nextBlock, scanned_until: scannedUntil })
    .onConflict((conflict) =>
      conflict
        .column('chain_id')
        .doUpdateSet((eb) => ({
          next_block: eb.ref('excluded.next_block'),
          scanned_until: eb.ref('excluded.scanned_until'),
        }))
        .where('sponsorship_settlement_cursors.next_block', '<', nextBlock),
    )
    .execute()
}
