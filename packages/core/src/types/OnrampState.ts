import type { OnrampPaymentCurrency, OnrampProvider, OnrampPurchaseCurrency } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The buy form. Options and quotes arrive through queries; this holds the user's choices.
 * @example
 * portico.stores.onramp.getState().setPurchaseAmount('100')
 */
export type OnrampState = {
  selectedProvider: OnrampProvider | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  /** Decimal strings. */
  purchaseAmount: string | undefined
  paymentAmount: string | undefined
  setProvider(provider: OnrampProvider | undefined): void
  setPurchaseCurrency(currency: OnrampPurchaseCurrency | undefined): void
  setPaymentCurrency(currency: OnrampPaymentCurrency | undefined): void
  setPurchaseAmount(amount: string | undefined): void
  setPaymentAmount(amount: string | undefined): void
  reset(): void
}

/**
 * The on-ramp store.
 * @example
 * portico.stores.onramp.subscribe((s) => render(s))
 */
export type OnrampStore = StoreApi<OnrampState>
