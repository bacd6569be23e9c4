import { BaseError, UserRejectedRequestError } from '@portico/common'
import { walletErrorCode } from './walletErrorCode'

function shortMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
    if ('message' in error && typeof error.message === 'string') {
      // Wallet messages can carry a stack or a JSON dump after the first line.
      return error.message.split('\n')[0] ?? ''
    }
  }
  return typeof error === 'string' ? error : ''
}

/**
 * Turns whatever a wallet, viem or wagmi threw into a Portico error with a short message.
 *
 * A rejection anywhere in the cause chain (EIP-1193 4001) becomes common's
 * {@link UserRejectedRequestError}; Portico errors pass through; anything else keeps its
 * first-line message as `shortMessage` and the original as `cause`.
 * @example
 * try { await signMessage(config, { message }) } catch (error) { throw toPorticoError(error) }
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (walletErrorCode(error) === UserRejectedRequestError.code) {
    return new UserRejectedRequestError({ cause: error })
  }
  return new BaseError(shortMessageOf(error), { cause: error })
}
