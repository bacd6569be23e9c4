import { BaseError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './toPorticoError'
import {
  FeeUnavailableError,
  NotATokenMintError,
  TransactionFailedError,
  TransactionNotConfirmedError,
  UnsignedTransactionError,
} from './transaction'
import {
  NoSolanaAccountError,
  WalletCannotSignTransactionsError,
  WalletFeatureUnsupportedError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from './wallet'

describe('Solana errors', () => {
  const errors = [
    new TransactionFailedError('{"InstructionError":[0,{"Custom":1}]}'),
    new TransactionNotConfirmedError('5sig'),
    new FeeUnavailableError(),
    new UnsignedTransactionError(),
    new NotATokenMintError('Mint111'),
    new WalletFeatureUnsupportedError({ wallet: 'Phantom', feature: 'solana:signMessage' }),
    new WalletCannotSignTransactionsError('Phantom'),
    new WalletReturnedNoSignatureError(),
    new WalletReturnedNoTransactionError(),
    new NoSolanaAccountError(),
  ]

  it('are Portico errors with a stable code each, kept as they are by toPorticoError', () => {
    for (const error of errors) {
      expect(error).toBeInstanceOf(BaseError)
      expect(toPorticoError(error)).toBe(error)
    }
    const codes = errors.map((error) => error.code)
    expect(new Set(codes).size).toBe(errors.length)
    for (const code of codes) expect(code).toMatch(/^SOLANA_[A-Z_]+$/)
  })

  it('keep the sentences callers saw before', () => {
    expect(errors.map((error) => error.message)).toEqual([
      'Transaction failed: {"InstructionError":[0,{"Custom":1}]}',
      'Transaction 5sig was not confirmed in time',
      'The cluster could not price the transaction',
      'The transaction has no signature',
      'Mint111 is not an SPL token mint',
      'Phantom does not support solana:signMessage',
      'Phantom cannot sign Solana transactions',
      'The wallet returned no signature',
      'The wallet returned no signed transaction',
      'The wallet shared no Solana account',
    ])
  })
})
