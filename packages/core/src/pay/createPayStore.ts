import { createStore } from 'zustand/vanilla'
import type { PayState, PayStore } from './PayClient'

/**
 * The state of no open payment.
 * @example
 * store.setState(EMPTY_PAY_STATE)
 */
export const EMPTY_PAY_STATE: PayState = {
  request: undefined,
  isLoading: false,
  isPaymentInProgress: false,
  currentPayment: undefined,
  payment: undefined,
  error: null,
  exchanges: [],
  payResult: undefined,
  qrUri: undefined,
  exchangeUrl: undefined,
  walletStep: 'idle',
  insufficientBalance: undefined,
}

/**
 * The Pay store of one pay client; the client's actions write it, the views read it.
 * @example
 * const store = createPayStore()
 * store.getState().isPaymentInProgress // false
 */
export function createPayStore(): PayStore {
  return createStore<PayState>()(() => ({ ...EMPTY_PAY_STATE }))
}
