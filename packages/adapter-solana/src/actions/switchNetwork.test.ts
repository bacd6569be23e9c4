import { KNOWN_CHAINS, NetworkNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'
import { switchNetwork } from './switchNetwork'

describe('switchNetwork', () => {
  it('refuses a network the app does not list, connected or not', async () => {
    const { state } = await createTestSolanaState()
    await expect(
      switchNetwork(state, { caipNetwork: KNOWN_CHAINS.solanaTestnet }),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
    await switchNetwork(state, { caipNetwork: KNOWN_CHAINS.solana })
  })

  it("moves the session, not another connector's", async () => {
    const { state, wallet, context } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    await switchNetwork(state, { caipNetwork: KNOWN_CHAINS.solana, connectorId: 'Other' })
    expect(state.session.current()?.chainId).toBe(KNOWN_CHAINS.solanaDevnet.id)
    await switchNetwork(state, { caipNetwork: KNOWN_CHAINS.solana })
    expect(state.session.current()?.chainId).toBe(KNOWN_CHAINS.solana.id)
    expect(context.chains.at(-1)).toEqual({
      chainId: KNOWN_CHAINS.solana.id,
      connectorId: wallet.name,
    })
  })
})
