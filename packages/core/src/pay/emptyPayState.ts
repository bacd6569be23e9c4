import type { PayState } from './PayClient'

/**
 * The state of no open payment: what a pay store starts from, and what a view shows before a
 * pay client exists.
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
