import { BaseError, type BaseErrorParameters, fixedMessageError } from '@portico/common'

/**
 * The wallet lacks the wallet-standard feature a request needs.
 * @example
 * throw new WalletFeatureUnsupportedError({ wallet: 'Phantom', feature: 'solana:signMessage' })
 */
export class WalletFeatureUnsupportedError extends BaseError {
  override name = 'WalletFeatureUnsupportedError'
  override readonly code = 'SOLANA_WALLET_FEATURE_UNSUPPORTED'
  readonly feature: string
  constructor(target: { wallet: string; feature: string }, args: BaseErrorParameters = {}) {
    super(`${target.wallet} does not support ${target.feature}`, args)
    this.feature = target.feature
  }
}

/**
 * The wallet can neither sign Solana transactions nor sign and send them.
 * @example
 * if (!signAndSend) throw new WalletCannotSignTransactionsError(wallet.name)
 */
export class WalletCannotSignTransactionsError extends BaseError {
  override name = 'WalletCannotSignTransactionsError'
  override readonly code = 'SOLANA_WALLET_CANNOT_SIGN_TRANSACTIONS'
  constructor(walletName: string, args: BaseErrorParameters = {}) {
    super(`${walletName} cannot sign Solana transactions`, args)
  }
}

/**
 * The wallet answered a signing request without a signature.
 * @example
 * if (!(sent?.signature instanceof Uint8Array)) throw new WalletReturnedNoSignatureError()
 */
export class WalletReturnedNoSignatureError extends fixedMessageError(
  'WalletReturnedNoSignatureError',
  'SOLANA_WALLET_RETURNED_NO_SIGNATURE',
  'The wallet returned no signature',
) {}

/**
 * The wallet answered a transaction signing request without the signed transaction.
 * @example
 * if (!signed) throw new WalletReturnedNoTransactionError()
 */
export class WalletReturnedNoTransactionError extends fixedMessageError(
  'WalletReturnedNoTransactionError',
  'SOLANA_WALLET_RETURNED_NO_TRANSACTION',
  'The wallet returned no signed transaction',
) {}

/**
 * The wallet connected without sharing a Solana account.
 * @example
 * if (!connection) throw new NoSolanaAccountError()
 */
export class NoSolanaAccountError extends fixedMessageError(
  'NoSolanaAccountError',
  'SOLANA_NO_ACCOUNT',
  'The wallet shared no Solana account',
) {}
