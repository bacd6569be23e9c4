import { z } from '../schemas/zodMini'
import type { JsonRpcRequest } from './JsonRpcRequest'
import type { PaymentAssetId, PaymentReading } from './PaymentReading'
import { solanaAccountKeys, solanaPaid } from './solanaPaid'
import { type SolanaTransaction, solanaTransactionSchema } from './solanaPaymentSchemas'

const statusesSchema = z.object({
  value: z.array(z.nullable(z.object({ slot: z.number(), err: z.nullish(z.unknown()) }))),
})
const slotSchema = z.number().check(z.int(), z.nonnegative())

// Whether the recipient's balance of something other than the asset rose: SOL when a token was
// asked, a token (any mint, or another one) otherwise.
function paidOtherAsset(transaction: SolanaTransaction, recipient: string, asset: string) {
  if (asset !== 'native' && solanaPaid({ transaction, recipient }).paid > 0n) return true
  const mints = new Set(
    [...(transaction.meta.postTokenBalances ?? [])]
      .filter((b) => b.owner === recipient)
      .map((b) => b.mint),
  )
  mints.delete(asset)
  return [...mints].some((mint) => solanaPaid({ transaction, recipient, mint }).paid > 0n)
}

/**
 * Reads what a Solana transaction paid `recipient` in `asset` (`native` for SOL, or an SPL
 * mint) from a node, through JSON-RPC: `getTransaction` (jsonParsed, at the `confirmed`
 * commitment) for its balances, `getSignatureStatuses` to tell a transaction still on its way
 * from an unknown one, and `getSlot` for its confirmations. `reference`, when given (a Solana
 * Pay reference key), must be among the transaction's accounts or nothing counts as paid.
 * @example
 * const reading = await readSolanaPayment({ request, signature, asset: 'native', recipient })
 */
export async function readSolanaPayment(args: {
  request: JsonRpcRequest
  signature: string
  asset: PaymentAssetId
  recipient: string
  reference?: string | undefined
}): Promise<PaymentReading> {
  const { request, signature, asset, recipient } = args
  const raw = await request('getTransaction', [
    signature,
    { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
  ])
  if (raw === null || raw === undefined) {
    const statuses = statusesSchema.parse(
      await request('getSignatureStatuses', [[signature], { searchTransactionHistory: true }]),
    )
    return statuses.value[0] ? { status: 'PENDING' } : { status: 'NOT_FOUND' }
  }
  const transaction = solanaTransactionSchema.parse(raw)
  const head = slotSchema.parse(await request('getSlot', [{ commitment: 'confirmed' }]))
  const blockNumber = BigInt(transaction.slot)
  const confirmations = Math.max(1, head - transaction.slot + 1)
  if (transaction.meta.err !== null && transaction.meta.err !== undefined) {
    return { status: 'REVERTED', blockNumber, confirmations }
  }
  const referenced =
    args.reference === undefined || solanaAccountKeys(transaction).includes(args.reference)
  const amount = referenced
    ? solanaPaid({ transaction, recipient, ...(asset === 'native' ? {} : { mint: asset }) })
    : { paid: 0n, from: undefined }
  const wrong =
    amount.paid > 0n
      ? undefined
      : paidOtherAsset(transaction, recipient, asset)
        ? 'ASSET'
        : 'RECIPIENT'
  return { status: 'MINED', ...amount, wrong, blockNumber, confirmations }
}
