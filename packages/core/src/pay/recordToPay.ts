import type { PaymentRecord } from '@portico/common/schemas/api'
import { applyPaymentRecord } from './applyPaymentRecord'
import type { PayContext, PaySession } from './PayContext'
import { renewPayment } from './renewPayment'

/**
 * The record a wallet's transaction is made for, read fresh: the transaction carries its
 * reference, so it must be the one the transaction is then attached to (a closed one is
 * renewed first, not after). Undefined when the payment ended meanwhile (paid another way).
 * @example
 * const payable = await recordToPay(ctx, s)
 * if (!payable) return
 */
export async function recordToPay(
  ctx: PayContext,
  s: PaySession,
): Promise<PaymentRecord | undefined> {
  const record = await ctx.api.getPayment(s.paymentId)
  applyPaymentRecord(ctx, s, record)
  if (s.ended) return undefined
  const open = record.status === 'PENDING' || record.status === 'IN_PROGRESS'
  return open && !record.txHash ? record : renewPayment(ctx, s)
}
