export type {
  CreateSolanaAdapterParameters,
  WalletRegistry,
} from './CreateSolanaAdapterParameters'
export { createSolanaAdapter } from './createSolanaAdapter'
export { toPorticoError } from './errors/toPorticoError'
export {
  FeeUnavailableError,
  NotATokenMintError,
  TransactionFailedError,
  TransactionNotConfirmedError,
  UnsignedTransactionError,
} from './errors/transaction'
export {
  NoSolanaAccountError,
  WalletCannotSignTransactionsError,
  WalletFeatureUnsupportedError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from './errors/wallet'
export { walletChainOf } from './wallet/walletChainOf'
