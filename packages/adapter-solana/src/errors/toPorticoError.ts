import { BaseError, UserRejectedRequestError } from '@portico/common'

const rejected = /reject|denied|declined|cancel/i

/**
 * Turns what a wallet-standard wallet or `@solana/kit` threw into a Portico error: a declined
 * prompt (code 4001, or a rejection named as such) becomes {@link UserRejectedRequestError};
 * Portico errors pass through; anything else keeps its first line as `shortMessage`.
 * @example
 * try { await feature.signMessage(input) } catch (error) { throw toPorticoError(error) }
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const record =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  const message = typeof record.message === 'string' ? record.message : String(error)
  const name = typeof record.name === 'string' ? record.name : ''
  if (record.code === 4001 || rejected.test(name) || rejected.test(message)) {
    return new UserRejectedRequestError({ cause: error })
  }
  return new BaseError(message.split('\n')[0] ?? '', { cause: error })
}
