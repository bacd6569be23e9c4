import {
  BaseError,
  GasPriceNetworkNotSupportedError,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  SwapNetworkNotSupportedError,
  SwapQuoteExpiredError,
  UserRejectedRequestError,
} from '@portico/common'
import { convertErrorSchema } from '@portico/common/schemas/api'
import { ApiHttpError } from '../api/apiErrors'

/**
 * Any failure of a swap step as the error the visitor reads. A convert answer is read the way
 * existing clients read it: `reasons[0].description` naming insufficient liquidity means
 * that; the router's own refusals of a stale price (too little output, past the deadline)
 * mean the quote expired; a swap the node would revert otherwise means the balance is short.
 * Wallet rejections (4001) become UserRejectedRequestError; the rest pass through.
 * @example
 * catch (cause) { throw toSwapError(cause) }
 */
export function toSwapError(cause: unknown): BaseError {
  if (!(cause instanceof ApiHttpError)) return toBaseError(cause)
  const body = convertErrorSchema.safeParse(cause.body)
  const code = body.success ? body.data.code : undefined
  const reason = (body.success && body.data.reasons?.[0]?.description) || ''
  const text = `${reason} ${body.success ? (body.data.message ?? '') : ''}`
  if (code === 'SWAPS_NOT_SUPPORTED') return new SwapNetworkNotSupportedError({ cause })
  if (code === 'GAS_PRICE_NOT_SUPPORTED') return new GasPriceNetworkNotSupportedError({ cause })
  if (code === 'INSUFFICIENT_LIQUIDITY' || /insufficient liquidity/i.test(text))
    return new SwapInsufficientLiquidityError({ cause, details: reason || undefined })
  if (/INSUFFICIENT_OUTPUT_AMOUNT|EXPIRED/.test(text))
    return new SwapQuoteExpiredError({ cause, details: reason || undefined })
  if (code === 'SWAP_WOULD_FAIL')
    return new SwapInsufficientBalanceError({ cause, details: reason || undefined })
  return cause
}

/**
 * Anything else as a BaseError. Not core's toPorticoError: importing it here makes the bundler
 * split its helpers out of the page's first-load chunk (about 0.1 KiB more on first load).
 * Signatures come through sendTransaction, which already turns 4001 into a Portico error.
 */
function toBaseError(cause: unknown): BaseError {
  if (cause instanceof BaseError) return cause
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
  if (code === UserRejectedRequestError.code) return new UserRejectedRequestError({ cause })
  return new BaseError(typeof message === 'string' ? message : 'An error occurred', { cause })
}
