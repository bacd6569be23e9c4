import { createStore } from 'zustand/vanilla'
import type { OnrampState, OnrampStore } from '../types/OnrampState'

const EMPTY = {
  selectedProvider: undefined,
  purchaseCurrency: undefined,
  paymentCurrency: undefined,
  purchaseAmount: undefined,
  paymentAmount: undefined,
} as const

/**
 * The buy form's choices; options and quotes come through queries.
 * @example
 * const onramp = createOnrampStore()
 * onramp.getState().setPurchaseAmount('100')
 */
export function createOnrampStore(): OnrampStore {
  return createStore<OnrampState>()((set) => ({
    ...EMPTY,
    setProvider: (selectedProvider) => set({ selectedProvider }),
    setPurchaseCurrency: (purchaseCurrency) => set({ purchaseCurrency }),
    setPaymentCurrency: (paymentCurrency) => set({ paymentCurrency }),
    setPurchaseAmount: (purchaseAmount) => set({ purchaseAmount }),
    setPaymentAmount: (paymentAmount) => set({ paymentAmount }),
    reset: () => set(EMPTY),
  }))
}
