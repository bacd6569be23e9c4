import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * The history call failed (spec §8); analytics event ERROR_FETCH_TRANSACTIONS.
 * @example
 * throw new FailedToFetchTransactionsError({ cause: err })
 */
export class FailedToFetchTransactionsError extends BaseError {
  static readonly event = 'ERROR_FETCH_TRANSACTIONS'
  override name = 'FailedToFetchTransactionsError'
  override readonly code = 'FAILED_TO_FETCH_TRANSACTIONS'
  constructor(args: BaseErrorParameters = {}) {
    super('Failed to fetch transactions', args)
  }
}
