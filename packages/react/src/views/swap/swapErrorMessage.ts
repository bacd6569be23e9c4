import { type BaseError, UserRejectedRequestError } from '@portico/common'
import type { MessageKey } from '../../i18n/messages/en'
import type { Translator } from '../../i18n/Translator'

const UNKNOWN = 'An error occurred'

/** The swap errors whose sentence the kit writes, by their stable codes. */
const KEYS: Record<string | number, MessageKey> = {
  SWAP_NETWORK_NOT_SUPPORTED: 'swap.error.networkNotSupported',
  SWAP_INSUFFICIENT_BALANCE: 'swap.error.insufficientBalance',
  SWAP_INSUFFICIENT_LIQUIDITY: 'swap.error.insufficientLiquidity',
  SWAP_QUOTE_EXPIRED: 'swap.error.quoteExpired',
  SWAP_REVERTED: 'swap.error.reverted',
  SWAP_ACCOUNT_REQUIRED: 'swap.error.accountRequired',
  [UserRejectedRequestError.code]: 'swap.error.rejected',
}

/**
 * The sentence a swap step's failure shows, in the words of `t`: the kit's own swap errors are
 * translated; any other error keeps its short message (the gateway's or the wallet's words),
 * and one without a message reads 'An error occurred'.
 * @example
 * swapErrorMessage(new SwapInsufficientLiquidityError(), t) // 'Insufficient liquidity'
 */
export function swapErrorMessage(error: BaseError, t: Translator['t']): string {
  const key = KEYS[error.code]
  if (key) return t(key)
  // BaseError's own fallback sentence, for an error that came without one.
  if (!error.shortMessage || error.shortMessage === UNKNOWN) return t('swap.error.unknown')
  return error.shortMessage
}
