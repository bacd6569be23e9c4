import { describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../internal/bitcoinState'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { disconnectWallet } from './disconnectWallet'

describe('disconnectWallet', () => {
  it("leaves the session alone when asked for another connector's", async () => {
    const { state, wallet, context } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    await disconnectWallet(state, { connectorId: 'Other' })
    expect(state.session?.wallet).toBe(wallet)
    expect(context.disconnects).toEqual([])
  })

  it('ends the session, forgets it and tells the wallet', async () => {
    const { state, wallet, context, storage } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    await disconnectWallet(state, {})
    expect(state.session).toBeUndefined()
    expect(context.disconnects).toEqual([{ connectorId: wallet.name }])
    expect(storage.entries.has(STORAGE_KEY)).toBe(false)
    expect(wallet.accounts).toEqual([])
  })
})
