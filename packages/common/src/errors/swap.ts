import { BaseError, type BaseErrorParameters } from './BaseError'
import { fixedMessageError } from './fixedMessageError'

/**
 * The gas-price call was asked for a network the API does not support (spec §8).
 * @example
 * if (!supported) throw new GasPriceNetworkNotSupportedError()
 */
export class GasPriceNetworkNotSupportedError extends fixedMessageError(
  'GasPriceNetworkNotSupportedError',
  'GAS_PRICE_NETWORK_NOT_SUPPORTED',
  'Network not supported for Gas Price',
) {}

/**
 * A swap build call was asked for a network the API does not support (spec §8).
 * @example
 * if (!supported) throw new SwapNetworkNotSupportedError()
 */
export class SwapNetworkNotSupportedError extends fixedMessageError(
  'SwapNetworkNotSupportedError',
  'SWAP_NETWORK_NOT_SUPPORTED',
  'Network not supported for Swaps',
) {}

/**
 * The amount to sell is more than the account holds (the sentence existing clients show).
 * @example
 * if (amount > balance) throw new SwapInsufficientBalanceError()
 */
export class SwapInsufficientBalanceError extends fixedMessageError(
  'SwapInsufficientBalanceError',
  'SWAP_INSUFFICIENT_BALANCE',
  'Insufficient balance',
) {}

/**
 * No pool can take the trade, or it would move the price too far (the gateway's
 * INSUFFICIENT_LIQUIDITY; the sentence existing clients show).
 * @example
 * throw new SwapInsufficientLiquidityError({ details: reason })
 */
export class SwapInsufficientLiquidityError extends fixedMessageError(
  'SwapInsufficientLiquidityError',
  'SWAP_INSUFFICIENT_LIQUIDITY',
  'Insufficient liquidity',
) {}

/**
 * The quote is too old, or the price moved below its minimum since: a new quote is needed.
 * @example
 * if (isQuoteExpired(quote, Date.now())) throw new SwapQuoteExpiredError()
 */
export class SwapQuoteExpiredError extends fixedMessageError(
  'SwapQuoteExpiredError',
  'SWAP_QUOTE_EXPIRED',
  'The quote expired. Get a new quote to swap.',
) {}

/**
 * The swap (or its approval) was mined but reverted: nothing was swapped, the network fee was spent.
 * @example
 * if (receipt.status === '0x0') throw new SwapRevertedError({ details: hash })
 */
export class SwapRevertedError extends fixedMessageError(
  'SwapRevertedError',
  'SWAP_REVERTED',
  'The swap failed on chain. Nothing was swapped.',
) {}

/**
 * A swap was asked for without a connected EVM account.
 * @example
 * if (!address) throw new SwapAccountRequiredError()
 */
export class SwapAccountRequiredError extends fixedMessageError(
  'SwapAccountRequiredError',
  'SWAP_ACCOUNT_REQUIRED',
  'Connect a wallet on an EVM network to swap.',
) {}

/**
 * A swap's transaction was sent but no receipt came within the wait; it may still be mined.
 * @example
 * throw new SwapReceiptTimeoutError({ hash, seconds: 120 })
 */
export class SwapReceiptTimeoutError extends BaseError {
  override name = 'SwapReceiptTimeoutError'
  override readonly code = 'SWAP_RECEIPT_TIMEOUT'
  constructor(args: BaseErrorParameters & { hash: string; seconds: number }) {
    const { hash, seconds, ...rest } = args
    super(`No receipt for ${hash} after ${seconds} s`, rest)
  }
}
