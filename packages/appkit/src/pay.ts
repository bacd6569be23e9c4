import {
  type Exchange,
  type GetExchangesParams,
  getAvailableExchanges as getAvailableExchangesOf,
  getExchanges as getExchangesOf,
  getIsPaymentInProgress as getIsPaymentInProgressOf,
  getPayError as getPayErrorOf,
  getPayResult as getPayResultOf,
  getPayUrl as getPayUrlOf,
  openPay as openPayOf,
  openPayUrl as openPayUrlOf,
  type PaymentOptions,
  type PaymentResult,
  type PayState,
  type PayUrlParams,
  type PayUrlResponse,
  pay as payOf,
  subscribePayState,
} from '@portico/core'
import { getCurrentAppKit } from './internal/currentAppKit'
import { currentPayPortico } from './pay/currentPayPortico'

export {
  arbitrumUSDC,
  arbitrumUSDT,
  baseETH,
  baseSepoliaETH,
  baseUSDC,
  type CurrentPayment,
  type Exchange,
  ethereumUSDC,
  ethereumUSDT,
  type GetExchangesParams,
  optimismUSDC,
  optimismUSDT,
  PAY_ERROR_CODES as AppKitPayErrorCodes,
  PAY_ERROR_MESSAGES as AppKitPayErrorMessages,
  PayError as AppKitPayError,
  type PaymentAsset,
  type PaymentOptions,
  type PaymentResult,
  type PayUrlParams,
  polygonUSDC,
  polygonUSDT,
  solanaUSDC,
  solanaUSDT,
} from '@portico/core'

/**
 * One of AppKit Pay's error sentences (`AppKitPayErrorMessages`), or the reason a payment
 * ended ('Payment cancelled', 'Payment timeout', a failure on chain).
 * @example
 * const message: AppKitPayErrorMessage = 'Invalid recipient address'
 */
export type AppKitPayErrorMessage = string

/**
 * What a successful payment gives: its transaction hash.
 * @example
 * const hash: PayResult = getPayResult()
 */
export type PayResult = string | undefined

/**
 * The part of the pay state `subscribeStateKey` follows, as AppKit Pay names it.
 * @example
 * const key: keyof PayControllerPublicState = 'currentPayment'
 */
export type PayControllerPublicState = Pick<
  PayState,
  'isPaymentInProgress' | 'currentPayment' | 'error'
>

/**
 * Ask for a payment and wait for how it ended (AppKit Pay's `pay`, over the current AppKit
 * instance): `{ success: true, result: txHash }`, or `{ success: false, error }` on failure,
 * cancel or after `timeoutMs` (default 5 minutes). Rejects with AppKitPayError on bad options.
 * @example
 * const { success, result } = await pay({ recipient, amount: 1, paymentAsset: baseSepoliaETH })
 */
export function pay(options: PaymentOptions, timeoutMs?: number): Promise<PaymentResult> {
  return payOf(currentPayPortico(), options, timeoutMs)
}

/**
 * Open the payment modal without waiting for the payment (AppKit Pay's `openPay`).
 * @example
 * await openPay({ recipient, amount: 1, paymentAsset: baseUSDC })
 */
export function openPay(options: PaymentOptions): Promise<void> {
  return openPayOf(currentPayPortico(), options)
}

/**
 * The exchanges the gateway can take a payment through (AppKit Pay's `getAvailableExchanges`).
 * @example
 * const { exchanges } = await getAvailableExchanges()
 */
export function getAvailableExchanges(
  params?: GetExchangesParams,
): Promise<{ exchanges: Exchange[]; total: number }> {
  return getAvailableExchangesOf(currentPayPortico(), params)
}

/**
 * An exchange's hosted page for a new payment (AppKit Pay's `getPayUrl`).
 * @example
 * const { url, sessionId } = await getPayUrl('sandbox', { network, asset: 'native', amount: 0.01, recipient })
 */
export function getPayUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> {
  return getPayUrlOf(currentPayPortico(), exchangeId, params)
}

/**
 * `getPayUrl`, then the page in a new tab (or this one) (AppKit Pay's `openPayUrl`).
 * @example
 * await openPayUrl('sandbox', { network, asset: 'native', amount: 0.01, recipient })
 */
export function openPayUrl(
  exchangeId: string,
  params: PayUrlParams,
  openInNewTab?: boolean,
): Promise<PayUrlResponse> {
  return openPayUrlOf(currentPayPortico(), exchangeId, params, openInNewTab)
}

/**
 * The exchanges loaded for the open payment (AppKit Pay's `getExchanges`).
 * @example
 * getExchanges().map((exchange) => exchange.name)
 */
export function getExchanges(): Exchange[] {
  return getExchangesOf(getCurrentAppKit().portico)
}

/**
 * The last successful payment's transaction hash (AppKit Pay's `getPayResult`).
 * @example
 * const hash = getPayResult()
 */
export function getPayResult(): PayResult {
  return getPayResultOf(getCurrentAppKit().portico)
}

/**
 * Why the last payment did not go through; null when it did not fail (AppKit Pay's `getPayError`).
 * @example
 * const error = getPayError()
 */
export function getPayError(): AppKitPayErrorMessage | null {
  return getPayErrorOf(getCurrentAppKit().portico)
}

/**
 * Whether a payment is open (AppKit Pay's `getIsPaymentInProgress`).
 * @example
 * if (getIsPaymentInProgress()) return
 */
export function getIsPaymentInProgress(): boolean {
  return getIsPaymentInProgressOf(getCurrentAppKit().portico)
}

/**
 * Follow one field of the pay state; returns the unsubscribe function (AppKit Pay's
 * `subscribeStateKey`).
 * @example
 * const stop = subscribeStateKey('currentPayment', (payment) => console.log(payment?.status))
 */
export function subscribeStateKey<K extends keyof PayControllerPublicState>(
  key: K,
  callback: (value: PayControllerPublicState[K]) => void,
): () => void {
  return subscribePayState(currentPayPortico(), key, callback)
}
