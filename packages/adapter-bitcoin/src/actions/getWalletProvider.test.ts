import { describe, expect, it } from 'vitest'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { getWalletProvider } from './getWalletProvider'

describe('getWalletProvider', () => {
  it('is the connected wallet, for its own connector id or none', async () => {
    const { state, wallet } = createTestBitcoinState()
    expect(getWalletProvider(state, {})).toBeUndefined()
    await connectWallet(state, { connectorId: wallet.name })
    expect(getWalletProvider(state, {})).toBe(wallet)
    expect(getWalletProvider(state, { connectorId: wallet.name })).toBe(wallet)
    expect(getWalletProvider(state, { connectorId: 'Other' })).toBeUndefined()
  })
})
