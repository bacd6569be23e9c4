import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The gas-price call was asked for a network the API does not support (spec §8).
 * @example
 * if (!supported) throw new GasPriceNetworkNotSupportedError()
 */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  override readonly code = 'GAS_PRICE_NETWORK_NOT_SUPPORTED'
  constructor(args: BaseErrorParameters = {}) {
    super('Network not supported for Gas Price', args)
  }
}

/**
 * A swap build call was asked for a network the API does not support (spec §8).
 * @example
 * if (!supported) throw new SwapNetworkNotSupportedError()
 */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError'
  override readonly code = 'SWAP_NETWORK_NOT_SUPPORTED'
  constructor(args: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', args)
  }
}

/**
 * The amount to sell is more than the account holds (the sentence existing clients show).
 * @example
 * if (amount > balance) throw new SwapInsufficientBalanceError()
 */
export class SwapInsufficientBalanceError extends BaseError {
  override name = 'SwapInsufficientBalanceError'
  override readonly code = 'SWAP_INSUFFICIENT_BALANCE'
  constructor(args: BaseErrorParameters = {}) {
    super('Insufficient balance', args)
  }
}

/**
 * No pool can take the trade, or it would move the price too far (the gateway's
 * INSUFFICIENT_LIQUIDITY; the sentence existing clients show).
 * @example
 * throw new SwapInsufficientLiquidityError({ details: reason })
 */
export class SwapInsufficientLiquidityError extends BaseError {
  override name = 'SwapInsufficientLiquidityError'
  override readonly code = 'SWAP_INSUFFICIENT_LIQUIDITY'
  constructor(args: BaseErrorParameters = {}) {
    super('Insufficient liquidity', args)
  }
}

/**
 * The quote is too old, or the price moved below its minimum since: a new quote is needed.
 * @example
 * if (isQuoteExpired(quote, Date.now())) throw new SwapQuoteExpiredError()
 */
export class SwapQuoteExpiredError extends BaseError {
  override name = 'SwapQuoteExpiredError'
  override readonly code = 'SWAP_QUOTE_EXPIRED'
  constructor(args: BaseErrorParameters = {}) {
    super('The quote expired. Get a new quote to swap.', args)
  }
}

/**
 * The swap (or its approval) was mined but reverted: nothing was swapped, the network fee was spent.
 * @example
 * if (receipt.status === '0x0') throw new SwapRevertedError({ details: hash })
 */
export class SwapRevertedError extends BaseError {
  override name = 'SwapRevertedError'
  override readonly code = 'SWAP_REVERTED'
  constructor(args: BaseErrorParameters = {}) {
    super('The swap failed on chain. Nothing was swapped.', args)
  }
}

/**
 * A swap was asked for without a connected EVM account.
 * @example
 * if (!address) throw new SwapAccountRequiredError()
 */
export class SwapAccountRequiredError extends BaseError {
  override name = 'SwapAccountRequiredError'
  override readonly code = 'SWAP_ACCOUNT_REQUIRED'
  constructor(args: BaseErrorParameters = {}) {
    super('Connect a wallet on an EVM network to swap.', args)
  }
}

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
