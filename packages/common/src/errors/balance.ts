import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * Token balances could not be fetched, or the network is not supported (spec §8).
 * @example
 * toast.error(new TokenBalanceUnavailableError().shortMessage)
 */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  override readonly code = 'TOKEN_BALANCE_UNAVAILABLE'
  constructor(args: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', args)
  }
}
