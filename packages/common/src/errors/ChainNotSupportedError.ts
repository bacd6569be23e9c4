import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The chain is not supported by the adapter or wallet (spec §8).
 * @example
 * throw new ChainNotSupportedError({ metaMessages: [`Chain: ${caipNetworkId}`] })
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  override readonly code = 'CHAIN_NOT_SUPPORTED'
  constructor(args: BaseErrorParameters = {}) {
    super('Chain is not supported', args)
  }
}
