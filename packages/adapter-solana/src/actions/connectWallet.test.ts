import {
  AdapterOrConnectorNotFoundError,
  KNOWN_CHAINS,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { NoSolanaAccountError } from '../errors/wallet'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'

describe('connectWallet', () => {
  it('connects on the default network and remembers the wallet', async () => {
    const { state, wallet, signer, storage } = await createTestSolanaState()
    const connection = await connectWallet(state, { connectorId: wallet.name })
    expect(connection).toMatchObject({
      address: signer.address,
      chainId: KNOWN_CHAINS.solanaDevnet.id,
    })
    expect(await state.session.stored()).toBe(wallet.name)
    expect(storage.entries.size).toBe(1)
  })

  it('moves an already connected wallet to the asked network without a prompt', async () => {
    const { state, wallet, context } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    const prompts = wallet.calls.length
    const again = await connectWallet(state, {
      connectorId: wallet.name,
      caipNetwork: KNOWN_CHAINS.solana,
    })
    expect(again.chainId).toBe(KNOWN_CHAINS.solana.id)
    expect(wallet.calls).toHaveLength(prompts)
    expect(context.chains.at(-1)?.chainId).toBe(KNOWN_CHAINS.solana.id)
  })

  it('fails for an unknown connector, a decline and a wallet without Solana accounts', async () => {
    const { state, wallet } = await createTestSolanaState()
    await expect(connectWallet(state, { connectorId: 'Other' })).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
    wallet.failNext(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(connectWallet(state, { connectorId: wallet.name })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setSigners([])
    await expect(connectWallet(state, { connectorId: wallet.name })).rejects.toThrow(
      new NoSolanaAccountError(),
    )
  })
})
