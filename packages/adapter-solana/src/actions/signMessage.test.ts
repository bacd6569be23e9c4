import { AdapterOrConnectorNotFoundError, UserRejectedRequestError } from '@portico/common'
import { getBase58Encoder, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'
import { signMessage } from './signMessage'

describe('signMessage', () => {
  it("resolves the account key's signature, base58", async () => {
    const { state, wallet, signer } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    const signature = await signMessage(state, { message: 'Hello', address: signer.address })
    const bytes = getBase58Encoder().encode(signature)
    const key = await getPublicKeyFromAddress(signer.address)
    const message = new TextEncoder().encode('Hello')
    expect(
      await verifySignature(key, bytes as Parameters<typeof verifySignature>[1], message),
    ).toBe(true)
  })

  it('needs the account connected, and reports a decline', async () => {
    const { state, wallet, signer } = await createTestSolanaState()
    await expect(
      signMessage(state, { message: 'x', address: signer.address }),
    ).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
    await connectWallet(state, { connectorId: wallet.name })
    wallet.failNext(Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(
      signMessage(state, { message: 'x', address: signer.address }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
