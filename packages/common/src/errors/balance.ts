import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * Token balances could not be fetched, or the network is not supported (spec §8).
 * @example
 * toast.error(new TokenBalanceUnavailableError().shortMessage)
 */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(args: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', args)
  }
}
