import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The gas-price call was asked for a network the API does not support (spec §8).
 * @example
 * if (!supported) throw new GasPriceNetworkNotSupportedError()
 */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
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
  constructor(args: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', args)
  }
}
