import type { Kysely } from 'kysely'
import { toHex } from 'viem'
import type { DecodedUserOperation } from '../indexer/decodeUserOperationEvent'
import { closeReservation, type Reservation } from './closeReservation'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

/**
 * What settling one landed operation closed: the reservation settled at its actual cost (when
 * this node closed it) and the other signatures for the same nonce released.
 * @example const outcome: Settlement = { settled: { projectId: 'demo', actualWei: 21n }, released: ['demo'] }
 */
export type Settlement = {
  settled: { projectId: string; actualWei: bigint } | undefined
  released: string[]
}

/**
 * Settles the reservations of a user operation the chain's EntryPoint ran for the paymaster
 * (its `UserOperationEvent`). Of the signatures given for its sender and nonce, the one whose
 * user operation hash landed keeps its `actualGasCost` (when none matches, the latest signed
 * for it: the paymaster paid for one of them); the others are released, as a nonce runs once
 * and they can never land. Each reservation is closed once across gateway nodes.
 * @example
 * const { settled, released } = await settleUserOperation(db, 'eip155:31337', event)
 */
export async function settleUserOperation(
  db: Kysely<SponsorshipDatabase>,
  chainId: string,
  event: DecodedUserOperation,
): Promise<Settlement> {
  // Every state: the landed one may already be settled by another node, and must not be
  // taken for another of them.
  const signatures = await db
    .selectFrom('sponsorship_reservations')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('sender', '=', event.sender.toLowerCase())
    .where('nonce', '=', toHex(event.nonce))
    .execute()
  const landed =
    signatures.find((signature) => signature.user_op_hash === event.userOpHash.toLowerCase()) ??
    signatures.reduce<Reservation | undefined>(
      (latest, signature) =>
        !latest || Number(signature.valid_until) > Number(latest.valid_until) ? signature : latest,
      undefined,
    )
  const settlement: Settlement = { settled: undefined, released: [] }
  for (const signature of signatures) {
    if (signature.state !== 'reserved') continue
    if (signature === landed) {
      if (await closeReservation(db, signature, { actualWei: event.actualGasCost })) {
        settlement.settled = { projectId: signature.project_id, actualWei: event.actualGasCost }
      }
    } else if (await closeReservation(db, signature, 'released')) {
      settlement.released.push(signature.project_id)
    }
  }
  return settlement
}
