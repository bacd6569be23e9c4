import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { GatewayDatabase } from '../db/Database'
import { carriesOtherReference } from './carriesOtherReference'
import type { PaymentStore } from './createPaymentStore'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'
import { readPaymentRow } from './readPaymentRow'

const signaturesSchema = z
  .array(z.object({ signature: z.string(), err: z.unknown().optional(), slot: z.number() }))
  .max(1000)

// Candidates read per look: a QR payment is normally paid by the first transaction that comes.
const CANDIDATES = 20

/**
 * The transaction that pays a QR payment, if one came: on an EVM chain, a transaction the
 * gateway's indexer recorded moving the asset to the recipient in a block after the payment
 * was made, at least the amount in all, not claimed by another payment and not carrying another
 * payment's reference (a wallet's transfer for it, not yet attached); on Solana, a
 * successful transaction that names the payment's `reference` key (Solana Pay) and pays the
 * recipient. Each candidate is read from the chain again before it is returned.
 * @example
 * const txHash = await findQrTransaction({ row, network, store, db, ttlMs: 3_600_000 })
 */
export async function findQrTransaction(args: {
  row: PaymentTable
  network: PayNetwork
  store: PaymentStore
  db: Kysely<GatewayDatabase>
  /** How long a payment stays open: how far back another payment's reference is looked for. */
  ttlMs: number
}): Promise<string | undefined> {
  const { row, network, store } = args
  const candidates =
    network.namespace === 'solana'
      ? await solanaCandidates(network, row)
      : await evmCandidates(args.db, row)
  for (const txHash of candidates) {
    if (await store.isTaken(row.network, txHash)) continue
    if (
      network.namespace === 'eip155' &&
      (await carriesOtherReference({ row, network, store, txHash, ttlMs: args.ttlMs }))
    ) {
      continue
    }
    const reading = await readPaymentRow(row, network, txHash)
    if (
      reading.status === 'MINED' &&
      reading.blockNumber > BigInt(row.start_block) &&
      reading.paid >= BigInt(row.units)
    ) {
      return txHash
    }
  }
  return undefined
}

async function evmCandidates(db: Kysely<GatewayDatabase>, row: PaymentTable): Promise<string[]> {
  let query = db
    .selectFrom('transfers')
    .select(['tx_hash', 'value', 'block_number'])
    .where('chain_id', '=', row.network)
    .where('to_address', '=', row.recipient)
    .where('block_number', '>', row.start_block)
  query =
    row.asset === 'native'
      ? query.where('token_address', 'is', null)
      : query.where('token_address', '=', row.asset)
  const rows = await query.orderBy('block_number').limit(500).execute()
  const byTx = new Map<string, bigint>()
  for (const transfer of rows) {
    byTx.set(transfer.tx_hash, (byTx.get(transfer.tx_hash) ?? 0n) + BigInt(transfer.value))
  }
  const units = BigInt(row.units)
  return [...byTx]
    .filter(([, value]) => value >= units)
    .map(([hash]) => hash)
    .slice(0, CANDIDATES)
}

async function solanaCandidates(network: PayNetwork, row: PaymentTable): Promise<string[]> {
  if (!row.reference) return []
  const answer = await network.request('getSignaturesForAddress', [
    row.reference,
    { limit: CANDIDATES, commitment: 'confirmed' },
  ])
  return signaturesSchema
    .parse(answer)
    .filter(
      (entry) => (entry.err === null || entry.err === undefined) && entry.slot > row.start_block,
    )
    .reverse()
    .map((entry) => entry.signature)
}
