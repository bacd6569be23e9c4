import { EMPTY_PAY_STATE, type PayClient, type PayState } from '@portico/core'
import { type ReadableStore, shallowEqual, useStoreValue } from '../../hooks/clientHooks'

/** What the views read before the pay client's chunk is in: no payment, nothing loading. */
const NO_PAYMENT: PayState = { ...EMPTY_PAY_STATE, isLoading: true }

/** A store that never changes, read until the pay client arrives. */
const NO_PAYMENT_STORE: ReadableStore<PayState> = {
  getState: () => NO_PAYMENT,
  subscribe: () => () => {},
}

/**
 * A slice of the pay store (shallowly compared), or of an empty payment while the pay client
 * is still loading.
 * @example
 * const { request, exchanges } = usePayState(payClient, (s) => ({ request: s.request, exchanges: s.exchanges }))
 */
export function usePayState<T>(
  payClient: PayClient | undefined,
  selector: (state: PayState) => T,
): T {
  return useStoreValue(payClient?.store ?? NO_PAYMENT_STORE, selector, shallowEqual)
}
