import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toEqual([
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
})
