import { BaseError, UserRejectedRequestError } from '@portico/common'
import { getErrorMessage } from './getErrorMessage'

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code
}

/**
 * Any failure as a Portico error: BaseErrors pass through, EIP-1193 4001 rejections become
 * UserRejectedRequestError, anything else becomes `fallback(cause)` (default: a BaseError
 * with the original message).
 * @example
 * throw toPorticoError(error, (cause) => new DisconnectError({ cause }))
 */
export function toPorticoError(
  error: unknown,
  fallback: (cause: unknown) => BaseError = (cause) =>
    new BaseError(getErrorMessage(cause), { cause }),
): BaseError {
  if (error instanceof BaseError) return error
  if (hasCode(error, UserRejectedRequestError.code))
    return new UserRejectedRequestError({ cause: error })
  return fallback(error)
}
