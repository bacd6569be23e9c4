import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * AppKit Pay's error codes (`AppKitPayErrorCodes`), plus `PAY_DISABLED` for `features.pay` off.
 * @example
 * if (error instanceof PayError && error.code === PAY_ERROR_CODES.INVALID_AMOUNT) showAmountHint()
 */
export const PAY_ERROR_CODES = {
  INVALID_PAYMENT_CONFIG: 'INVALID_PAYMENT_CONFIG',
  INVALID_RECIPIENT: 'INVALID_RECIPIENT',
  INVALID_ASSET: 'INVALID_ASSET',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  UNABLE_TO_INITIATE_PAYMENT: 'UNABLE_TO_INITIATE_PAYMENT',
  INVALID_CHAIN_NAMESPACE: 'INVALID_CHAIN_NAMESPACE',
  GENERIC_PAYMENT_ERROR: 'GENERIC_PAYMENT_ERROR',
  UNABLE_TO_GET_EXCHANGES: 'UNABLE_TO_GET_EXCHANGES',
  ASSET_NOT_SUPPORTED: 'ASSET_NOT_SUPPORTED',
  UNABLE_TO_GET_PAY_URL: 'UNABLE_TO_GET_PAY_URL',
  UNABLE_TO_GET_BUY_STATUS: 'UNABLE_TO_GET_BUY_STATUS',
  PAY_DISABLED: 'PAY_DISABLED',
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
} as const

/**
 * One of {@link PAY_ERROR_CODES}.
 * @example
 * const code: PayErrorCode = 'INVALID_RECIPIENT'
 */
export type PayErrorCode = (typeof PAY_ERROR_CODES)[keyof typeof PAY_ERROR_CODES]

/**
 * AppKit Pay's messages for its codes (`AppKitPayErrorMessages`), word for word.
 * @example
 * PAY_ERROR_MESSAGES.INVALID_RECIPIENT // 'Invalid recipient address'
 */
export const PAY_ERROR_MESSAGES: Record<PayErrorCode, string> = {
  INVALID_PAYMENT_CONFIG: 'Invalid payment configuration',
  INVALID_RECIPIENT: 'Invalid recipient address',
  INVALID_ASSET: 'Invalid asset specified',
  INVALID_AMOUNT: 'Invalid payment amount',
  UNKNOWN_ERROR: 'Unknown payment error occurred',
  UNABLE_TO_INITIATE_PAYMENT: 'Unable to initiate payment',
  INVALID_CHAIN_NAMESPACE: 'Invalid chain namespace',
  GENERIC_PAYMENT_ERROR: 'Unable to process payment',
  UNABLE_TO_GET_EXCHANGES: 'Unable to get exchanges',
  ASSET_NOT_SUPPORTED: 'Asset not supported by the selected exchange',
  UNABLE_TO_GET_PAY_URL: 'Unable to get payment URL',
  UNABLE_TO_GET_BUY_STATUS: 'Unable to get buy status',
  PAY_DISABLED: 'Pay is not enabled: set features.pay to true in createPortico',
  PAYMENT_IN_PROGRESS: 'A payment is already in progress',
}

/**
 * A Pay call refused or failed: `code` is one of {@link PAY_ERROR_CODES}, `shortMessage` its
 * AppKit sentence, `details` what exactly was wrong (the bad field). AppKit Pay's
 * `AppKitPayError`.
 * @example
 * try { await openPay(portico, options) } catch (e) { if (e instanceof PayError) console.log(e.code, e.details) }
 */
export class PayError extends BaseError {
  override name = 'PayError'
  override readonly code: PayErrorCode

  constructor(code: PayErrorCode, args: BaseErrorParameters = {}) {
    super(PAY_ERROR_MESSAGES[code], args)
    this.code = code
  }
}
