import {
  AdapterOrConnectorNotFoundError,
  KNOWN_CHAINS,
  NetworkNotFoundError,
  RpcCallNotAllowedError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'
import { requestWallet } from './requestWallet'

describe('requestWallet', () => {
  it('needs a connected wallet', async () => {
    const { state } = await createTestSolanaState()
    await expect(requestWallet(state, { method: 'solana_signMessage' })).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
  })

  it('refuses other methods and networks the app does not list', async () => {
    const { state, wallet } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    await expect(requestWallet(state, { method: 'eth_sendTransaction' })).rejects.toBeInstanceOf(
      RpcCallNotAllowedError,
    )
    await expect(
      requestWallet(state, {
        method: 'solana_signMessage',
        caipNetwork: KNOWN_CHAINS.solanaTestnet,
      }),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
  })

  it("signs with the session's active account", async () => {
    const { state, wallet, signer } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    const result = await requestWallet(state, {
      method: 'solana_signMessage',
      params: { message: '3yZe7d', pubkey: signer.address },
    })
    expect(result).toEqual({ signature: expect.any(String) })
  })
})
