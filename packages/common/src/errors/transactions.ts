import { fixedMessageError } from './fixedMessageError'

/**
 * The history call failed (spec §8); analytics event ERROR_FETCH_TRANSACTIONS.
 * @example
 * throw new FailedToFetchTransactionsError({ cause: err })
 */
export class FailedToFetchTransactionsError extends fixedMessageError(
  'FailedToFetchTransactionsError',
  'FAILED_TO_FETCH_TRANSACTIONS',
  'Failed to fetch transactions',
) {
  static readonly event = 'ERROR_FETCH_TRANSACTIONS'
}
