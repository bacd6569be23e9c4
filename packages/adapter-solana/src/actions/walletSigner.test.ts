import { AdapterOrConnectorNotFoundError, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { solanaActions } from './solanaActions'
import { walletSigner } from './walletSigner'

describe('walletSigner', () => {
  it('signs only with an account of the connected wallet', async () => {
    const { state, signer } = await createTestSolanaState()
    const sign = walletSigner(state, { from: signer.address })
    const signing = Promise.resolve().then(() =>
      sign(solanaActions, new Uint8Array(), KNOWN_CHAINS.solanaDevnet, 'http://127.0.0.1:9'),
    )
    await expect(signing).rejects.toBeInstanceOf(AdapterOrConnectorNotFoundError)
  })
})
