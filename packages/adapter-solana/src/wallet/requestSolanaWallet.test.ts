import { NetworkNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { solanaActions } from '../actions/solanaActions'
import {
  WalletFeatureUnsupportedError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from '../errors/wallet'
import { bareSolanaWallet } from '../testing/bareSolanaWallet'
import { requestSolanaWallet } from './requestSolanaWallet'

describe('requestSolanaWallet', () => {
  const message = { method: 'solana_signMessage', params: { message: '3yZe7d' } }
  const transaction = { method: 'solana_signTransaction', params: { transaction: 'AA==' } }

  it('names the feature the wallet lacks', async () => {
    const { wallet, account } = await bareSolanaWallet({})
    await expect(requestSolanaWallet(solanaActions, wallet, account, message)).rejects.toThrow(
      new WalletFeatureUnsupportedError({ wallet: wallet.name, feature: 'solana:signMessage' }),
    )
  })

  it('refuses empty answers from the wallet', async () => {
    const { wallet, account } = await bareSolanaWallet({
      'solana:signMessage': { signMessage: async () => [] },
      'solana:signTransaction': { signTransaction: async () => [] },
    })
    await expect(
      requestSolanaWallet(solanaActions, wallet, account, message),
    ).rejects.toBeInstanceOf(WalletReturnedNoSignatureError)
    await expect(
      requestSolanaWallet(solanaActions, wallet, account, transaction),
    ).rejects.toBeInstanceOf(WalletReturnedNoTransactionError)
  })

  it('sends only on a network', async () => {
    const { wallet, account } = await bareSolanaWallet({})
    const send = { method: 'solana_signAndSendTransaction', params: { transaction: 'AA==' } }
    await expect(requestSolanaWallet(solanaActions, wallet, account, send)).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
  })
})
