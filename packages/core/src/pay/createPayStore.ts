import { createStore } from 'zustand/vanilla'
import { EMPTY_PAY_STATE } from './emptyPayState'
import type { PayState, PayStore } from './PayClient'

/**
 * The Pay store of one pay client; the client's actions write it, the views read it.
 * @example
 * const store = createPayStore()
 * store.getState().isPaymentInProgress // false
 */
export function createPayStore(): PayStore {
  return createStore<PayState>()(() => ({ ...EMPTY_PAY_STATE }))
}
