import type { CaipNetworkId } from '@portico/common'

/**
 * What a payment is made in: a network, `'native'` or a token (an ERC-20 contract address, a
 * Solana SPL mint), and how the asset is shown and counted. AppKit Pay's `PaymentAsset`.
 * @example
 * const usdc: PaymentAsset = {
 *   network: 'eip155:8453',
 *   asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
 * }
 */
export type PaymentAsset = {
  network: CaipNetworkId
  /** `'native'`, a `0x` token contract or an SPL mint. */
  asset: 'native' | (string & {})
  metadata: { name: string; symbol: string; decimals: number }
}

/**
 * What `pay()` / `openPay()` take. AppKit Pay's `PaymentOptions`: `amount` in whole units of the
 * asset (`12.5`, `'0.01'`), never smallest units.
 * @example
 * await pay(portico, { paymentAsset: baseUSDC, recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 12.5 })
 */
export type PaymentOptions = {
  paymentAsset: PaymentAsset
  recipient: string
  amount: number | string
  /** Open the exchange's hosted page in a new tab (default) or in this one. */
  openInNewTab?: boolean
  /** Where the exchange's page sends the visitor back to. */
  redirectUrl?: { success: string; failure: string }
  /** Which exchanges "Pay with exchange" lists (their ids). */
  payWithExchange?: { includeOnly?: string[]; exclude?: string[] }
}

/**
 * How a payment ended: `result` is the transaction hash on success, `error` the reason
 * otherwise (`'Payment cancelled'`, `'Payment timeout'`, a failure's sentence). `paymentId` (not
 * in AppKit's type) names the gateway's record of the payment, which the site's server verifies
 * with `@portico/pay-server`.
 * @example
 * const { success, result, error, paymentId } = await pay(portico, options)
 */
export type PaymentResult = {
  success: boolean
  result?: string
  error?: string
  paymentId?: string
}

/**
 * What a framework's `usePay` takes: called once per payment that ends, with its transaction
 * hash or the reason it did not go through ('Payment cancelled', 'Payment timeout', a failure's
 * sentence).
 * @example
 * const callbacks: PaymentCallbacks = { onSuccess: (hash) => confirmOrder(hash), onError: console.warn }
 */
export type PaymentCallbacks = {
  onSuccess?: (result: string) => void
  onError?: (error: string) => void
}

/**
 * An exchange the gateway can make a hosted payment page with.
 * @example
 * const sandbox: Exchange = { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'https://…/logo.svg' }
 */
export type Exchange = { id: string; imageUrl: string; name: string }

/**
 * The gateway's status of a payment as AppKit Pay names it.
 * @example
 * const status: PaymentStatus = 'IN_PROGRESS'
 */
export type PaymentStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

/**
 * The way the visitor is paying right now, and how far it got. AppKit Pay's `CurrentPayment`.
 * @example
 * const current: CurrentPayment = { type: 'exchange', exchangeId: 'sandbox', sessionId: 's_1', status: 'IN_PROGRESS' }
 */
export type CurrentPayment = {
  type: 'wallet' | 'exchange' | 'qr'
  exchangeId?: string
  sessionId?: string
  status?: PaymentStatus
  /** The transaction hash once known. */
  result?: string
}

/**
 * What `getAvailableExchanges` takes: a page of the list, optionally for one asset.
 * @example
 * await getAvailableExchanges(portico, { asset: 'native', network: 'eip155:8453' })
 */
export type GetExchangesParams = {
  page?: number
  asset?: string
  network?: CaipNetworkId
  includeOnly?: string[]
  exclude?: string[]
}

/**
 * What `getPayUrl` / `openPayUrl` take: the payment to make on the exchange's page.
 * @example
 * await getPayUrl(portico, 'sandbox', { network: 'eip155:8453', asset: 'native', amount: '0.01', recipient: '0x…' })
 */
export type PayUrlParams = {
  network: CaipNetworkId
  asset: string
  amount: number | string
  recipient: string
}

/**
 * The exchange's hosted page for one payment.
 * @example
 * const { url, sessionId } = await getPayUrl(portico, 'sandbox', params)
 */
export type PayUrlResponse = { url: string; sessionId: string }
