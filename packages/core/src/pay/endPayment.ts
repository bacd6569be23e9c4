import type { PayContext, PaySession } from './PayContext'
import { PAY_ERROR_MESSAGES } from './PayError'
import type { CurrentPayment, PaymentResult } from './PaymentAsset'

/** AppKit Pay's sentences for the ends that are not a failure on chain. */
export const PAYMENT_CANCELLED = 'Payment cancelled'
export const PAYMENT_TIMEOUT = 'Payment timeout'

/**
 * Ends a payment once: stops following it, sets the store and emits the outcome, shows
 * PayResult in a modal still open, and resolves every `pay()` waiting on it.
 * @example
 * endPayment(ctx, s, { success: false, error: PAYMENT_CANCELLED })
 */
export function endPayment(
  ctx: PayContext,
  s: PaySession,
  outcome: PaymentResult,
  method?: CurrentPayment['type'],
): void {
  if (s.ended) return
  s.ended = true
  // The record's id lets the site's server verify the payment (pay-server) without trusting
  // the page's word for its transaction.
  const result = s.paymentId ? { ...outcome, paymentId: s.paymentId } : outcome
  s.outcome = result
  s.following?.abort()
  s.stopWatching()
  if (s.timer !== undefined) clearTimeout(s.timer)
  const current = ctx.store.getState().currentPayment
  if (result.success) {
    ctx.set({
      isPaymentInProgress: false,
      isLoading: false,
      walletStep: 'idle',
      error: null,
      payResult: result.result,
      ...(current && {
        currentPayment: {
          ...current,
          status: 'SUCCESS',
          ...(result.result !== undefined && { result: result.result }),
        },
      }),
    })
    ctx.emit({
      event: 'PAY_SUCCESS',
      properties: {
        paymentId: s.paymentId,
        method: method ?? current?.type ?? 'wallet',
        hash: result.result ?? '',
      },
    })
  } else {
    ctx.set({
      isPaymentInProgress: false,
      isLoading: false,
      walletStep: 'idle',
      error: result.error ?? PAY_ERROR_MESSAGES.GENERIC_PAYMENT_ERROR,
      ...(current && { currentPayment: { ...current, status: 'FAILED' } }),
    })
    ctx.emit({
      event: 'PAY_ERROR',
      properties: { paymentId: s.paymentId, message: result.error ?? '' },
    })
  }
  // What came of it shows in the modal when it is still open; a cancel closed it already.
  if (ctx.portico.stores.modal.getState().open && result.error !== PAYMENT_CANCELLED) {
    ctx.portico.replace({ view: 'PayResult' })
  }
  for (const resolve of s.waiters.splice(0)) resolve(result)
}
