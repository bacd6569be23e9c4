import { BaseError, type BaseErrorParameters } from '@portico/common'
import { ERROR_CODES, type ErrorCode } from './errorCodes'

/**
 * The one error type route code throws; the error handler turns it into `{ code, message }`
 * with the catalogue's HTTP status.
 * @example
 * throw new WalletFrameError('INVALID_OTP')
 */
export class WalletFrameError extends BaseError {
  override name = 'WalletFrameError'
  override readonly code: ErrorCode
  readonly status: number
  readonly headers: Record<string, string>

  constructor(
    code: ErrorCode,
    args: BaseErrorParameters & { message?: string; headers?: Record<string, string> } = {},
  ) {
    const { message, headers, ...rest } = args
    super(message ?? ERROR_CODES[code].message, rest)
    this.code = code
    this.status = ERROR_CODES[code].status
    this.headers = headers ?? {}
  }
}
