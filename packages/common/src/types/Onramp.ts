import type { ChainNamespace } from './ChainNamespace'

/**
 * Limits of one payment method for a fiat currency.
 * @example
 * const l: PaymentMethodLimit = { id: 'card', min: '10.00', max: '7500.00' }
 */
export type PaymentMethodLimit = { id: string; min: string; max: string }

/**
 * A fiat currency accepted by the on-ramp.
 * @example
 * const usd: OnrampPaymentCurrency = { id: 'USD', payment_method_limits: [] }
 */
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/**
 * A network a purchase currency can be bought on.
 * @example
 * const n: OnrampNetwork = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }
 */
export type OnrampNetwork = {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/**
 * A crypto currency the on-ramp sells.
 * @example
 * const eth: OnrampPurchaseCurrency = { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] }
 */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/**
 * An on-ramp provider and the namespaces it serves.
 * @example
 * const p: OnrampProvider = { name: 'coinbase', feeRange: '1-2%', supportedChains: ['eip155'] }
 */
export type OnrampProvider = {
  name: string
  feeRange: string
  supportedChains: readonly ChainNamespace[]
}
