import {
  litecoinRegtestParams,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import { verifyBip322 } from '@portico/test/bitcoin/bip322'
import { describe, expect, it } from 'vitest'
import { WalletAccountNotFoundError } from '../errors/wallet'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { signMessage } from './signMessage'

describe('signMessage', () => {
  it('returns the BIP-322 signature, base64', async () => {
    const { state, wallet, key } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    const signature = await signMessage(state, { message: 'Hello', address: key.payment })
    const params = litecoinRegtestParams
    expect(verifyBip322({ address: key.payment, params, message: 'Hello', signature })).toBe(true)
  })

  it('refuses an address the wallet did not share', async () => {
    const { state, wallet } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    await expect(signMessage(state, { message: 'x', address: 'rltc1qnone' })).rejects.toThrow(
      new WalletAccountNotFoundError('rltc1qnone'),
    )
  })

  it('needs the signMessage feature, and reports a decline', async () => {
    const { state, wallet, key } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    wallet.failNext({ code: 4001, message: 'User rejected the message signature.' })
    await expect(signMessage(state, { message: 'x', address: key.payment })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const features = wallet.features as Record<string, unknown>
    delete features['bitcoin:signMessage']
    await expect(signMessage(state, { message: 'x', address: key.payment })).rejects.toBeInstanceOf(
      RpcCallNotAllowedError,
    )
  })
})
