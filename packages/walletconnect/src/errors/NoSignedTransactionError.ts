import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The wallet answered solana_signTransaction without the signed transaction: there is nothing
 * to send.
 * @example
 * if (!signed.transaction) throw new NoSignedTransactionError()
 */
export class NoSignedTransactionError extends BaseError {
  override name = 'NoSignedTransactionError'
  override readonly code = 'WALLET_CONNECT_NO_SIGNED_TRANSACTION'
  constructor(args: BaseErrorParameters = {}) {
    super('The wallet returned no signed transaction', args)
  }
}
