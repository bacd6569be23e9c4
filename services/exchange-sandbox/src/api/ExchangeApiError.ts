import { CodedError } from '@portico/server'

/**
 * The API's error catalogue: each code with its HTTP status.
 * @example EXCHANGE_API_ERRORS.INVALID_AMOUNT // 400
 */
export const EXCHANGE_API_ERRORS = {
  INVALID_REQUEST: 400,
  UNSUPPORTED_NETWORK: 400,
  INVALID_ASSET: 400,
  INVALID_AMOUNT: 400,
  INVALID_RECIPIENT: 400,
  INVALID_RETURN_URL: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const

/** A code of the catalogue. @example const code: ExchangeApiErrorCode = 'NOT_FOUND' */
export type ExchangeApiErrorCode = keyof typeof EXCHANGE_API_ERRORS

/**
 * An API call refused: answered as `{ code, message }` with the code's status by the app's one
 * error handler.
 * @example
 * throw new ExchangeApiError('INVALID_AMOUNT', 'tUSDT has 6 decimals; 1.1234567 has more')
 */
export class ExchangeApiError extends CodedError<ExchangeApiErrorCode> {
  override name = 'ExchangeApiError'
  readonly status: (typeof EXCHANGE_API_ERRORS)[ExchangeApiErrorCode]

  constructor(code: ExchangeApiErrorCode, message: string) {
    super(code, message)
    this.status = EXCHANGE_API_ERRORS[code]
  }
}
