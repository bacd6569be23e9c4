import type { PaymentRecord } from '@portico/common/schemas/api'
import { ApiHttpError } from '../api/apiErrors'
import type { PayContext, PaySession } from './PayContext'

const isPaymentClosed = (error: unknown) =>
  error instanceof ApiHttpError &&
  error.status === 409 &&
  (error.body as { code?: unknown } | null)?.code === 'PAYMENT_CLOSED'

/**
 * A new record for the session's payment, in place of one the gateway has closed (another way
 * to pay already has its transaction).
 * @example
 * const record = await renewPayment(ctx, s)
 */
export async function renewPayment(ctx: PayContext, s: PaySession): Promise<PaymentRecord> {
  const record = await ctx.api.createPayment({
    network: s.valid.paymentAsset.network,
    asset: s.valid.paymentAsset.asset,
    amount: s.valid.amount,
    recipient: s.valid.recipient,
  })
  s.paymentId = record.id
  const request = ctx.store.getState().request
  ctx.set({ payment: record, ...(request && { request: { ...request, paymentId: record.id } }) })
  return record
}

/**
 * Runs a way to pay on the session's record; a record the gateway has closed is replaced by a
 * new one for the same payment, once.
 * @example
 * const { uri } = await onOpenRecord(ctx, s, (id) => ctx.api.startQr(id))
 */
export async function onOpenRecord<T>(
  ctx: PayContext,
  s: PaySession,
  call: (paymentId: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(s.paymentId)
  } catch (error) {
    if (!isPaymentClosed(error)) throw error
    return call((await renewPayment(ctx, s)).id)
  }
}
