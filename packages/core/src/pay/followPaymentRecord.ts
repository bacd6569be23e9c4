import { applyPaymentRecord } from './applyPaymentRecord'
import { followPayment } from './followPayment'
import type { PayContext, PaySession } from './PayContext'

/**
 * Follows the record of the current way to pay until the payment ends, replacing any earlier
 * follower; a failed reading is logged once and tried again.
 * @example
 * followPaymentRecord(ctx, s)
 */
export function followPaymentRecord(ctx: PayContext, s: PaySession): void {
  s.following?.abort()
  const controller = new AbortController()
  s.following = controller
  let warned = false
  void followPayment({
    read: (signal) => ctx.api.getPayment(s.paymentId, signal),
    signal: controller.signal,
    onRecord: (record) => applyPaymentRecord(ctx, s, record),
    onError: (error) => {
      if (warned) return
      warned = true
      ctx.portico.options.logger.warn('Portico: reading the payment failed; trying again', error)
    },
    ...(ctx.settings.pollIntervalMs !== undefined && { intervalMs: ctx.settings.pollIntervalMs }),
  })
}
