import { endPayment, PAYMENT_CANCELLED } from './endPayment'
import type { PayContext, PaySession } from './PayContext'

/**
 * The visitor closing the modal cancels the payment, except the close that ends a connection
 * made from the Pay view (the connect flow closes the modal): Pay opens again instead. Returns
 * the function that stops watching.
 * @example
 * s.stopWatching = watchPayModal(ctx, s)
 */
export function watchPayModal(ctx: PayContext, s: PaySession): () => void {
  const { portico } = ctx
  const stopModal = portico.stores.modal.subscribe((state, previous) => {
    if (!previous.open || state.open || s.ended) return
    if (s.reopenAfterConnect) {
      s.reopenAfterConnect = false
      void portico.open({ view: { view: 'Pay' } })
      return
    }
    endPayment(ctx, s, { success: false, error: PAYMENT_CANCELLED })
  })
  const stopEvents = portico.subscribeEvents(({ event }) => {
    if (event.event === 'CONNECT_SUCCESS' && portico.stores.modal.getState().open) {
      s.reopenAfterConnect = true
    }
  })
  // Back on a Pay view without the modal closing (no sign-in, say): a later close is the
  // visitor's own again.
  const stopRouter = portico.stores.router.subscribe(({ view }) => {
    if (view.view.startsWith('Pay')) s.reopenAfterConnect = false
  })
  return () => {
    stopModal()
    stopEvents()
    stopRouter()
  }
}
