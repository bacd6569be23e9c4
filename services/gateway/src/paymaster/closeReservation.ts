import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import { z } from 'zod'
import type { SponsorshipDatabase, SponsorshipReservationTable } from './SponsorshipDatabase'

const GWEI = 1_000_000_000n
const spendersSchema = z.array(z.string())

/**
 * A reservation as read from `sponsorship_reservations`.
 * @example const reservation: Reservation = await db.selectFrom('sponsorship_reservations').selectAll().executeTakeFirstOrThrow()
 */
export type Reservation = Selectable<SponsorshipReservationTable>

/**
 * Closes an open reservation: `settled` at its operation's `actualWei` (the budgets it drew from
 * keep that, rounded up to whole gwei like every reservation, and get the rest of its maximum
 * back), or `released` (they get all of it back). One transaction: the reservation changes state
 * only while it is still `reserved`, and only then are its counters lowered, so two gateway
 * nodes closing the same reservation at once close it once (on PostgreSQL the second update
 * waits on the first's row and then finds it closed). Answers whether this call closed it.
 * @example
 * if (await closeReservation(db, reservation, { actualWei: 42_000_000_000_000n })) settled++
 */
export async function closeReservation(
  db: Kysely<SponsorshipDatabase>,
  reservation: Reservation,
  outcome: { actualWei: bigint } | 'released',
): Promise<boolean> {
  const settled = outcome !== 'released'
  const keptGwei = settled ? Number((outcome.actualWei + GWEI - 1n) / GWEI) : 0
  const givenBack = Number(reservation.reserved_gwei) - keptGwei
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('sponsorship_reservations')
      .set({
        state: settled ? 'settled' : 'released',
        actual_wei: settled ? outcome.actualWei.toString() : null,
      })
      .where('chain_id', '=', reservation.chain_id)
      .where('user_op_hash', '=', reservation.user_op_hash)
      .where('state', '=', 'reserved')
      .returning('user_op_hash')
      .executeTakeFirst()
    if (!closed) return false
    // In the order they were reserved in (sender, client, project), as every transaction takes them.
    for (const spender of spendersSchema.parse(JSON.parse(reservation.spenders))) {
      await trx
        .updateTable('sponsorship_spending')
        .set({ spent_gwei: sql`sponsorship_spending.spent_gwei - ${givenBack}` })
        .where('project_id', '=', reservation.project_id)
        .where('chain_id', '=', reservation.chain_id)
        .where('day', '=', reservation.day)
        .where('spender', '=', spender)
        .execute()
    }
    return true
  })
}
