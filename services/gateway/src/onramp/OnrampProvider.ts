import type { ChainNamespace, OnrampNetwork } from '@portico/common'

/**
 * What a provider's checkout URL is built from: a priced order for one wallet.
 * @example
 * const order: OnrampOrder = { orderId: '9f2c…', address: '0xabc…', network, asset: 'ETH', fiatCurrency: 'USD', paymentTotal: '50.00', purchaseAmount: '0.016', partnerUserId: 'u1' }
 */
export type OnrampOrder = {
  /** One per quote: the same quote opened twice is one order. */
  orderId: string
  /** The destination wallet's plain address. */
  address: string
  network: OnrampNetwork
  /** The purchase currency's symbol. */
  asset: string
  fiatCurrency: string
  /** What the visitor pays, fees included (a decimal string). */
  paymentTotal: string
  /** What the wallet receives (a decimal string). */
  purchaseAmount: string
  paymentMethod: string
  partnerUserId: string | undefined
  /** Where the provider sends the visitor back to when done. */
  redirectUrl: string | undefined
  /** Milliseconds since 1970 after which the provider refuses the order. */
  expiresAt: number
}

/**
 * An on-ramp provider plugin: its fee, the namespaces and networks it delivers on, and how its
 * checkout URL is built. Providers never get called by the gateway: the visitor's browser opens
 * the URL.
 * @example
 * const url = provider.buildUrl(order)
 */
export type OnrampProvider = {
  name: string
  label: string
  /** Percent of the payment (spec §9: 1-2 %). */
  feePercent: number
  /** Fixed network fee in the payment currency. */
  networkFee: number
  namespaces: readonly ChainNamespace[]
  /** Whether the provider can deliver on a network of the options. */
  serves(network: OnrampNetwork): boolean
  buildUrl(order: OnrampOrder): string
  /** Addresses its deliveries come from (the history's `onramp` filter), lower case. */
  depositSenders: readonly string[]
}
