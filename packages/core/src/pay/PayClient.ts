import type { PaymentRecord as GatewayPaymentRecord } from '@portico/common/schemas/api'
import type { StoreApi } from 'zustand/vanilla'
import type {
  CurrentPayment,
  Exchange,
  GetExchangesParams,
  PaymentAsset,
  PaymentOptions,
  PaymentResult,
  PayUrlParams,
  PayUrlResponse,
} from './PaymentAsset'

/**
 * The gateway's record of one payment (`GET /v1/pay/payments/:id`; times in ms since the epoch).
 * @example
 * const record: PaymentRecord = { id: 'pay_…', network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: '0x…', status: 'PENDING', createdAt: 1, updatedAt: 1 }
 */
export type PaymentRecord = GatewayPaymentRecord

/**
 * The payment the Pay view shows: what was asked (the amount as a decimal string) and the
 * gateway's id for it.
 * @example
 * const { paymentAsset, amount, recipient } = payClient.store.getState().request!
 */
export type PayRequest = {
  paymentAsset: PaymentAsset
  recipient: string
  /** Whole units, a decimal string (`'12.5'`). */
  amount: string
  /** The gateway's payment id (`pay_…`). */
  paymentId: string
  /** The options the site passed (redirect URL, exchange filters, new tab). */
  options: PaymentOptions
}

/**
 * Where a payment from the connected wallet is: `checking` the balance, `switching` the
 * wallet's network, `approving` in the wallet (or the embedded wallet's approval view),
 * `confirming` on chain (the gateway follows the transaction).
 * @example
 * if (state.walletStep === 'approving') showHint('Approve in your wallet')
 */
export type PayWalletStep = 'idle' | 'checking' | 'switching' | 'approving' | 'confirming'

/**
 * The connected account holds less than the payment (with its network fee, for a native
 * payment): nothing was sent; the view offers Buy and Swap. Amounts are decimal strings in whole
 * units of the asset; `required` is the amount plus that fee.
 * @example
 * const { balance, required, symbol } = state.insufficientBalance!
 */
export type PayInsufficientBalance = { balance: string; required: string; symbol: string }

/**
 * The Pay store of one Portico instance (made with its pay client).
 * @example
 * payClient.store.subscribe((s) => render(s.currentPayment?.status))
 */
export type PayState = {
  /** The open payment; undefined when none is open. */
  request: PayRequest | undefined
  /** Loading the payment record or the exchanges. */
  isLoading: boolean
  /** A payment is open (from `openPay` until success, failure or cancel). */
  isPaymentInProgress: boolean
  currentPayment: CurrentPayment | undefined
  /** The gateway's record as last read. */
  payment: PaymentRecord | undefined
  /** The last failure's sentence; null when none. */
  error: string | null
  /** The exchanges that serve the open payment's asset (loaded when the payment opens). */
  exchanges: Exchange[]
  /** The transaction hash of the payment that succeeded. */
  payResult: string | undefined
  /** The EIP-681 / Solana Pay URI after `startQr()`. */
  qrUri: string | undefined
  /** The exchange's hosted page after `payWithExchange()` (for a link when a pop-up was blocked). */
  exchangeUrl: string | undefined
  walletStep: PayWalletStep
  /** Set when the wallet holds too little: nothing was sent. */
  insufficientBalance: PayInsufficientBalance | undefined
}

/**
 * The Pay store.
 * @example
 * const unsubscribe = payClient.store.subscribe((s) => console.log(s.error))
 */
export type PayStore = StoreApi<PayState>

/**
 * Pay of one Portico instance (a lazily loaded chunk: `await portico.loadPay()`), over the
 * gateway's Pay API. One payment at a time.
 * @example
 * const payClient = await portico.loadPay()
 * const { success, result } = await payClient.pay(options)
 */
export type PayClient = {
  readonly store: PayStore
  /**
   * Validate, create the gateway's payment record, load the exchanges and show the Pay view.
   * Rejects with PayError before anything shows when the options are wrong.
   */
  openPay(options: PaymentOptions): Promise<void>
  /**
   * `openPay`, then wait for the outcome: resolves `{ success: true, result: txHash }`, or
   * `{ success: false, error }` on failure, cancel ('Payment cancelled') or after `timeoutMs`
   * ('Payment timeout'). Rejects only for bad options or a payment already open.
   */
  pay(options: PaymentOptions, timeoutMs?: number): Promise<PaymentResult>
  /** The exchanges the gateway can pay an asset through. */
  getAvailableExchanges(
    params?: GetExchangesParams,
  ): Promise<{ exchanges: Exchange[]; total: number }>
  /** Create a payment record and the exchange's hosted page for it. */
  getPayUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse>
  /** `getPayUrl`, then open the page (new tab by default). */
  openPayUrl(
    exchangeId: string,
    params: PayUrlParams,
    openInNewTab?: boolean,
  ): Promise<PayUrlResponse>
  /** Pay the open payment from the connected wallet (switching its network when needed). */
  payFromWallet(): Promise<void>
  /** Pay the open payment on an exchange's hosted page and follow it until it is on chain. */
  payWithExchange(exchangeId: string): Promise<void>
  /** Get the open payment's EIP-681 / Solana Pay URI and follow the chain for it. */
  startQr(): Promise<void>
  /** The visitor gave up: the open payment ends with 'Payment cancelled'. */
  cancel(): void
  /** Clear a failure (or a short balance) so the visitor can pick another way to pay. */
  clearError(): void
}
