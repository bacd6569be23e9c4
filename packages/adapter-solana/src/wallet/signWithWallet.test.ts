import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { solanaActions } from '../actions/solanaActions'
import {
  WalletCannotSignTransactionsError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from '../errors/wallet'
import { bareSolanaWallet } from '../testing/bareSolanaWallet'
import { signWithWallet } from './signWithWallet'

describe('signWithWallet', () => {
  const open = async (features: Record<string, unknown>) => ({
    ...(await bareSolanaWallet(features)),
    wire: new Uint8Array(),
    network: KNOWN_CHAINS.solanaDevnet,
    rpcUrl: 'http://127.0.0.1:9',
  })

  it('needs a wallet that signs transactions one way or the other', async () => {
    await expect(signWithWallet(solanaActions, await open({}))).rejects.toBeInstanceOf(
      WalletCannotSignTransactionsError,
    )
  })

  it('refuses empty answers from the wallet', async () => {
    const signs = { 'solana:signTransaction': { signTransaction: async () => [] } }
    await expect(signWithWallet(solanaActions, await open(signs))).rejects.toBeInstanceOf(
      WalletReturnedNoTransactionError,
    )
    const sends = { 'solana:signAndSendTransaction': { signAndSendTransaction: async () => [] } }
    await expect(signWithWallet(solanaActions, await open(sends))).rejects.toBeInstanceOf(
      WalletReturnedNoSignatureError,
    )
  })
})
