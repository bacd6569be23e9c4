import { type BaseErrorParameters, ServiceError } from '@portico/common'
import { ERROR_CODES, type ErrorCode } from './errorCodes'

/**
 * The error type the gateway's own route code throws: common's ServiceError with a code of the
 * gateway's catalogue. The error handler turns it (and the ServiceErrors of the SIWX routes) into
 * `{ code, message }` with the catalogue's HTTP status.
 * @example
 * throw new GatewayError('NOT_FOUND', { message: 'Unknown wallet image' })
 */
export class GatewayError extends ServiceError<ErrorCode> {
  override name = 'GatewayError'
  /**
   * Sentences answered as `reasons: [{ description }]` beside `code` and `message`: swap clients
   * read `reasons[0].description` (and look for "insufficient liquidity" in it).
   */
  readonly reasons: readonly string[] | undefined

  constructor(
    code: ErrorCode,
    args: BaseErrorParameters & {
      message?: string
      headers?: Record<string, string>
      reasons?: readonly string[]
    } = {},
  ) {
    const { reasons, ...rest } = args
    super(code, ERROR_CODES, rest)
    this.reasons = reasons
  }
}
