import { BaseError, UserRejectedRequestError } from '@portico/common'
import { walletErrorCode } from './walletErrorCode'

function shortMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    // ethers wraps a node's JSON-RPC error (a revert…) in SERVER_ERROR; the node's words count.
    if ('code' in error && error.code === 'SERVER_ERROR' && 'error' in error && error.error) {
      return shortMessageOf(error.error)
    }
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
    if ('reason' in error && typeof error.reason === 'string') return error.reason
    if ('message' in error && typeof error.message === 'string') {
      // Wallet and library messages can carry a stack or a JSON dump after the first line.
      return error.message.split('\n')[0] ?? ''
    }
  }
  return typeof error === 'string' ? error : ''
}

/**
 * Turns whatever a wallet, viem, wagmi or ethers threw into a Portico error with a short message.
 *
 * A rejection anywhere inside (EIP-1193 4001, ethers' ACTION_REJECTED) becomes common's
 * {@link UserRejectedRequestError}; Portico errors pass through; anything else keeps the
 * library's short message (or the first line of its message) as `shortMessage` and the original
 * as `cause`.
 * @example
 * try { await signer.signMessage(message) } catch (error) { throw toPorticoError(error) }
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (walletErrorCode(error) === UserRejectedRequestError.code) {
    return new UserRejectedRequestError({ cause: error })
  }
  return new BaseError(shortMessageOf(error), { cause: error })
}
