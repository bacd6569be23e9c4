import { carriesPaymentReference, evmTransactionSchema } from '@portico/common'
import type { PaymentStore } from './createPaymentStore'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'

/**
 * Whether an EVM transaction was made for another payment: its input carries the reference of
 * a payment of the same network, recipient and asset made within `ttlMs` before this one (one
 * that could still be open). A QR payment (EIP-681 carries no reference) must not take it: else
 * whoever saw a visitor's wallet transfer could start a QR payment of their own and have the
 * gateway's QR watch claim the transfer before the visitor's page attached it.
 * @example
 * if (await carriesOtherReference({ row, network, store, txHash, ttlMs })) continue
 */
export async function carriesOtherReference(args: {
  row: PaymentTable
  network: PayNetwork
  store: PaymentStore
  txHash: string
  ttlMs: number
}): Promise<boolean> {
  const references = await args.store.referencesOf(args.row, args.row.created_at - args.ttlMs)
  if (references.length === 0) return false
  const raw = await args.network.request('eth_getTransactionByHash', [args.txHash])
  const parsed = evmTransactionSchema.safeParse(raw)
  if (!parsed.success) return false
  const input = parsed.data.input ?? parsed.data.data ?? '0x'
  return references.some((reference) => carriesPaymentReference(input, reference))
}
