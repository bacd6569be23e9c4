import { type BaseErrorParameters, ServiceError } from '@portico/common'
import { ERROR_CODES, type ErrorCode } from './errorCodes'

/**
 * The one error type route code throws: common's ServiceError with a code of the frame's
 * catalogue. The error handler turns it into `{ code, message }` with the catalogue's HTTP status.
 * @example
 * throw new WalletFrameError('INVALID_OTP')
 */
export class WalletFrameError extends ServiceError<ErrorCode> {
  override name = 'WalletFrameError'

  constructor(
    code: ErrorCode,
    args: BaseErrorParameters & { message?: string; headers?: Record<string, string> } = {},
  ) {
    super(code, ERROR_CODES, args)
  }
}
