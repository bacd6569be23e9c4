import { type Kysely, sql } from 'kysely'
import type { SponsorshipDatabase } from './SponsorshipDatabase'
import type { SponsorshipRefusal } from './sponsorshipRefusals'

const GWEI = 1_000_000_000n

/**
 * One budget a reservation draws from: its counter's spender (`''` for the project) and its
 * daily limit in wei, with the refusal it ends in when spent.
 * @example const budget: SponsorshipBudget = { spender: 'sender:0xabc…', limitWei: 5n * 10n ** 16n, refusal: 'visitor_budget' }
 */
export type SponsorshipBudget = {
  spender: string
  limitWei: bigint
  refusal: SponsorshipRefusal
}

// Thrown inside the transaction to roll back what the earlier budgets took.
class BudgetSpent extends Error {
  constructor(readonly refusal: SponsorshipRefusal) {
    super(refusal)
  }
}

/**
 * The signature a reservation is for, which the settler later settles or releases.
 * @example const signed: SignedSponsorship = { userOpHash: '0x…', sender: '0xabc…', nonce: '0x0', validUntil: 1_780_000_000 }
 */
export type SignedSponsorship = {
  userOpHash: string
  sender: string
  nonce: string
  validUntil: number
}

/**
 * Reserves an operation's maximum cost (`costWei`, rounded up to whole gwei) from every one of
 * `budgets` for the project, chain and UTC day, or from none: each counter grows only while it
 * stays within its limit, in one conditional upsert, and all of them in one transaction, which
 * also records the reservation (`sponsorship_reservations`) for the settler. The same signature
 * asked for twice (same operation, same second) is reserved once. On
 * PostgreSQL an upsert holds its row until commit, and the next one waiting on it reads the
 * committed sum, so two gateway nodes spending the last of a budget at once cannot both succeed.
 * Answers the refusal of the first budget too spent to take it, or undefined once reserved.
 * Budgets are taken in the order given: the same order of kinds everywhere (one row of each)
 * keeps concurrent reservations from deadlocking.
 * @example
 * const refusal = await reserveSponsorship(db, { projectId: 'demo', chainId: 'eip155:31337', day: '2025-06-01', costWei, budgets })
 */
export async function reserveSponsorship(
  db: Kysely<SponsorshipDatabase>,
  reservation: {
    projectId: string
    chainId: string
    day: string
    costWei: bigint
    budgets: readonly SponsorshipBudget[]
    signed: SignedSponsorship
  },
): Promise<SponsorshipRefusal | undefined> {
  const cost = Number((reservation.costWei + GWEI - 1n) / GWEI)
  try {
    await db.transaction().execute(async (trx) => {
      const { signed } = reservation
      const recorded = await trx
        .insertInto('sponsorship_reservations')
        .values({
          chain_id: reservation.chainId,
          user_op_hash: signed.userOpHash.toLowerCase(),
          project_id: reservation.projectId,
          day: reservation.day,
          sender: signed.sender.toLowerCase(),
          nonce: signed.nonce,
          spenders: JSON.stringify(reservation.budgets.map((budget) => budget.spender)),
          reserved_gwei: cost,
          valid_until: signed.validUntil,
          state: 'reserved',
          actual_wei: null,
        })
        .onConflict((conflict) => conflict.columns(['chain_id', 'user_op_hash']).doNothing())
        .returning('user_op_hash')
        .executeTakeFirst()
      if (!recorded) return
      for (const budget of reservation.budgets) {
        const limit = Number(budget.limitWei / GWEI)
        if (cost > limit) throw new BudgetSpent(budget.refusal)
        const row = await trx
          .insertInto('sponsorship_spending')
          .values({
            project_id: reservation.projectId,
            chain_id: reservation.chainId,
            day: reservation.day,
            spender: budget.spender,
            spent_gwei: cost,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['project_id', 'chain_id', 'day', 'spender'])
              .doUpdateSet({ spent_gwei: sql`sponsorship_spending.spent_gwei + ${cost}` })
              .where(sql<number>`sponsorship_spending.spent_gwei + ${cost}`, '<=', limit),
          )
          .returning('spent_gwei')
          .executeTakeFirst()
        if (!row) throw new BudgetSpent(budget.refusal)
      }
    })
  } catch (error) {
    if (error instanceof BudgetSpent) return error.refusal
    throw error
  }
  return undefined
}
