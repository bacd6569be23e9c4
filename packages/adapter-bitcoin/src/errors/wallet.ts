import { fixedMessageError, valueMessageError } from '@portico/common'

/**
 * An address the connected wallet did not share was asked to sign or send.
 * @example
 * if (!found) throw new WalletAccountNotFoundError(address)
 */
export class WalletAccountNotFoundError extends valueMessageError(
  'WalletAccountNotFoundError',
  'BITCOIN_WALLET_ACCOUNT_NOT_FOUND',
  'address',
  (address) => `The wallet has no account ${address}`,
) {}

/**
 * The wallet answered a signing request with no signature or signed PSBT.
 * @example
 * if (!signed) throw new WalletSignedNothingError()
 */
export class WalletSignedNothingError extends fixedMessageError(
  'WalletSignedNothingError',
  'BITCOIN_WALLET_SIGNED_NOTHING',
  'The wallet signed nothing',
) {}

/**
 * The wallet answered a sign-and-send request with no transaction.
 * @example
 * if (!sent) throw new WalletSentNothingError()
 */
export class WalletSentNothingError extends fixedMessageError(
  'WalletSentNothingError',
  'BITCOIN_WALLET_SENT_NOTHING',
  'The wallet sent nothing',
) {}

/**
 * A sats-connect wallet signed a PSBT it was asked to broadcast but returned no txid.
 * @example
 * if (!txId) throw new WalletDidNotBroadcastError()
 */
export class WalletDidNotBroadcastError extends fixedMessageError(
  'WalletDidNotBroadcastError',
  'BITCOIN_WALLET_DID_NOT_BROADCAST',
  'The wallet did not broadcast the transaction',
) {}

/**
 * A transfer was signed but no transaction id came back from sending it.
 * @example
 * if (!sent.txid) throw new TransferNotBroadcastError()
 */
export class TransferNotBroadcastError extends fixedMessageError(
  'TransferNotBroadcastError',
  'BITCOIN_TRANSFER_NOT_BROADCAST',
  'The transfer was not broadcast',
) {}
