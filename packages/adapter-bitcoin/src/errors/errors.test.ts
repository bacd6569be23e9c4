import { BaseError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { EsploraRequestError, NoEsploraApiError, NoFeeEstimatesError } from './esplora'
import {
  InsufficientBalanceError,
  NonPositiveAmountError,
  ReceiverAddressError,
  UnsupportedSenderAddressError,
} from './transfer'
import {
  TransferNotBroadcastError,
  WalletAccountNotFoundError,
  WalletDidNotBroadcastError,
  WalletSentNothingError,
  WalletSignedNothingError,
} from './wallet'

describe('Bitcoin errors', () => {
  it('are Portico errors with a stable code each', () => {
    const errors = [
      new NoEsploraApiError('Bitcoin'),
      new EsploraRequestError('Esplora /tx: HTTP 500', { status: 500 }),
      new NoFeeEstimatesError(),
      new UnsupportedSenderAddressError(),
      new ReceiverAddressError({ networkName: 'Bitcoin', address: 'x' }),
      new NonPositiveAmountError(),
      new InsufficientBalanceError(),
      new WalletAccountNotFoundError('bc1q'),
      new WalletSignedNothingError(),
      new WalletSentNothingError(),
      new WalletDidNotBroadcastError(),
      new TransferNotBroadcastError(),
    ]
    for (const error of errors) expect(error).toBeInstanceOf(BaseError)
    const codes = errors.map((error) => error.code)
    expect(new Set(codes).size).toBe(errors.length)
    for (const code of codes) expect(code).toMatch(/^BITCOIN_[A-Z_]+$/)
  })

  it('keep the sentences callers saw before', () => {
    expect(new NoEsploraApiError('Bitcoin').message).toBe('No Esplora API for Bitcoin')
    expect(new WalletAccountNotFoundError('bc1q').message).toBe('The wallet has no account bc1q')
    expect(new InsufficientBalanceError().message).toBe(
      'Insufficient balance for this transfer and its fee',
    )
  })
})
