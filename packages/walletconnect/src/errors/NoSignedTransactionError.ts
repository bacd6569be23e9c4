import { fixedMessageError } from '@portico/common'

/**
 * The wallet answered solana_signTransaction without the signed transaction: there is nothing
 * to send.
 * @example
 * if (!signed.transaction) throw new NoSignedTransactionError()
 */
export class NoSignedTransactionError extends fixedMessageError(
  'NoSignedTransactionError',
  'WALLET_CONNECT_NO_SIGNED_TRANSACTION',
  'The wallet returned no signed transaction',
) {}
