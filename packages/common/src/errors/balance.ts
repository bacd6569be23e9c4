import { fixedMessageError } from './fixedMessageError'

/**
 * Token balances could not be fetched, or the network is not supported (spec §8).
 * @example
 * toast.error(new TokenBalanceUnavailableError().shortMessage)
 */
export class TokenBalanceUnavailableError extends fixedMessageError(
  'TokenBalanceUnavailableError',
  'TOKEN_BALANCE_UNAVAILABLE',
  'Token Balance Unavailable',
) {}
