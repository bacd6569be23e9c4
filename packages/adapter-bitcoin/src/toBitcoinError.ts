import { BaseError, UserRejectedRequestError } from '@portico/common'

/**
 * A wallet's error in Portico's shapes: a declined request (code 4001, or a message saying the
 * user rejected or cancelled) becomes {@link UserRejectedRequestError}; the rest is kept as the
 * cause of a BaseError with the wallet's message.
 * @example
 * await feature.signMessage(input).catch((error) => { throw toBitcoinError(error) })
 */
export function toBitcoinError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (code === 4001 || /reject|declin|cancel|denied/i.test(text)) {
    return new UserRejectedRequestError({ cause: error as Error })
  }
  return new BaseError(text.split('\n')[0] ?? 'The wallet failed', { cause: error as Error })
}
