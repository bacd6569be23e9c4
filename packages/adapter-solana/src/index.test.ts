import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import * as exports from './index'

itExportsExactly('exports the public API by name', exports, [
  'FeeUnavailableError',
  'NoSolanaAccountError',
  'NotATokenMintError',
  'TransactionFailedError',
  'TransactionNotConfirmedError',
  'UnsignedTransactionError',
  'WalletCannotSignTransactionsError',
  'WalletFeatureUnsupportedError',
  'WalletReturnedNoSignatureError',
  'WalletReturnedNoTransactionError',
  'createSolanaAdapter',
  'toPorticoError',
  'walletChainOf',
])
