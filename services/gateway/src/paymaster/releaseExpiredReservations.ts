import type { Kysely } from 'kysely'
import { closeReservation } from './closeReservation'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

/**
 * Releases a chain's open reservations whose paymaster data expired before `scannedUntil`, the
 * timestamp of the last block the settler has read (every block before it read too). That is
 * safe: the EntryPoint refuses paymaster data past its validUntil by the block's timestamp
 * (AA32) and block timestamps never go back, so no block to come can carry the operation, and
 * none read did. Answers the project of each reservation this call released.
 * @example const projects = await releaseExpiredReservations(db, 'eip155:31337', 1_780_000_000)
 */
export async function releaseExpiredReservations(
  db: Kysely<SponsorshipDatabase>,
  chainId: string,
  scannedUntil: number,
): Promise<string[]> {
  const expired = await db
    .selectFrom('sponsorship_reservations')
    .selectAll()
    .where('state', '=', 'reserved')
    .where('chain_id', '=', chainId)
    .where('valid_until', '<', scannedUntil)
    .execute()
  const released: string[] = []
  for (const reservation of expired) {
    if (await closeReservation(db, reservation, 'released')) released.push(reservation.project_id)
  }
  return released
}
