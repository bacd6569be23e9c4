import type { PaymentRecord } from '@portico/common/schemas/api'
import { endPayment } from './endPayment'
import type { PayContext, PaySession } from './PayContext'
import { PAY_ERROR_MESSAGES } from './PayError'
import type { PaymentStatus } from './PaymentAsset'

const toStatus = (record: PaymentRecord): PaymentStatus =>
  record.status === 'PENDING' ? 'IN_PROGRESS' : record.status

/**
 * Shows a reading of the gateway's record, and ends the payment when the record has.
 * @example
 * applyPaymentRecord(ctx, s, await ctx.api.getPayment(s.paymentId))
 */
export function applyPaymentRecord(ctx: PayContext, s: PaySession, record: PaymentRecord): void {
  if (s.ended) return
  ctx.set({ payment: record })
  ctx.setCurrent({ status: toStatus(record), ...(record.txHash && { result: record.txHash }) })
  if (record.status === 'SUCCESS') {
    endPayment(ctx, s, { success: true, result: record.txHash ?? '' }, record.method)
  } else if (record.status === 'FAILED') {
    endPayment(
      ctx,
      s,
      { success: false, error: record.failureReason ?? PAY_ERROR_MESSAGES.GENERIC_PAYMENT_ERROR },
      record.method,
    )
  }
}
