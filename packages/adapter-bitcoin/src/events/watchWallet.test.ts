import { describe, expect, it } from 'vitest'
import { connectWallet } from '../actions/connectWallet'
import { STORAGE_KEY } from '../internal/bitcoinState'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'

describe('watchWallet', () => {
  it("reports the wallet's account switch to the kit", async () => {
    const { state, wallet, key, context } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    wallet.changeAccounts(['ordinals'])
    expect(context.accounts.at(-1)?.address).toBe(key.ordinals)
    expect(state.session?.accounts.map((account) => account.address)).toEqual([key.ordinals])
  })

  it('ends the session as a disconnect when no account is left', async () => {
    const { state, wallet, context, storage } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    wallet.changeAccounts([])
    expect(state.session).toBeUndefined()
    expect(context.disconnects).toEqual([{ connectorId: wallet.name }])
    expect(storage.entries.has(STORAGE_KEY)).toBe(false)
  })

  it('ignores a session that is no longer the adapter’s', async () => {
    const { state, wallet, context } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    const reported = context.accounts.length
    state.session = undefined
    wallet.changeAccounts(['ordinals'])
    expect(context.accounts).toHaveLength(reported)
  })
})
