import { SwapInsufficientBalanceError } from '@portico/common'
import type { SwapQuote } from '@portico/core'

/**
 * Why a quote cannot be reviewed although it was priced: the account holds too little to pay its
 * network fee (one the site does not pay), so it would fail once signed; undefined otherwise.
 * @example
 * const error = quoteError ?? feeShortfall(quote)
 */
export function feeShortfall(
  quote: SwapQuote | undefined,
): SwapInsufficientBalanceError | undefined {
  return quote?.networkFeeShort ? new SwapInsufficientBalanceError() : undefined
}
