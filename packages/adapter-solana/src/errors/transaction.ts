import {
  BaseError,
  type BaseErrorParameters,
  fixedMessageError,
  valueMessageError,
} from '@portico/common'

/**
 * The cluster executed the transaction and it failed; `reason` is the cluster's error, as JSON.
 * @example
 * if (status?.err) throw new TransactionFailedError(JSON.stringify(status.err))
 */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  override readonly code = 'SOLANA_TRANSACTION_FAILED'
  readonly reason: string
  constructor(reason: string, args: BaseErrorParameters = {}) {
    super(`Transaction failed: ${reason}`, args)
    this.reason = reason
  }
}

/**
 * The transaction was sent but the cluster did not confirm it before the deadline.
 * @example
 * if (Date.now() > deadline) throw new TransactionNotConfirmedError(signature)
 */
export class TransactionNotConfirmedError extends BaseError {
  override name = 'TransactionNotConfirmedError'
  override readonly code = 'SOLANA_TRANSACTION_NOT_CONFIRMED'
  readonly signature: string
  constructor(signature: string, args: BaseErrorParameters = {}) {
    super(`Transaction ${signature} was not confirmed in time`, args)
    this.signature = signature
  }
}

/**
 * The cluster could not price a transaction message (its blockhash expired, for one).
 * @example
 * if (value === null) throw new FeeUnavailableError()
 */
export class FeeUnavailableError extends fixedMessageError(
  'FeeUnavailableError',
  'SOLANA_FEE_UNAVAILABLE',
  'The cluster could not price the transaction',
) {}

/**
 * A wire transaction without its fee payer's signature, so it has no id.
 * @example
 * if (!bytes) throw new UnsignedTransactionError()
 */
export class UnsignedTransactionError extends fixedMessageError(
  'UnsignedTransactionError',
  'SOLANA_UNSIGNED_TRANSACTION',
  'The transaction has no signature',
) {}

/**
 * A token transfer named an account that is not an SPL token mint.
 * @example
 * throw new NotATokenMintError(mintAddress)
 */
export class NotATokenMintError extends valueMessageError(
  'NotATokenMintError',
  'SOLANA_NOT_A_TOKEN_MINT',
  'mint',
  (mint) => `${mint} is not an SPL token mint`,
) {}
