import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'
import { disconnectWallet } from './disconnectWallet'

describe('disconnectWallet', () => {
  it("leaves the session alone when asked for another connector's", async () => {
    const { state, wallet, context } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    await disconnectWallet(state, { connectorId: 'Other' })
    expect(state.session.current()?.wallet).toBe(wallet)
    expect(context.disconnects).toEqual([])
  })

  it('ends and forgets the session even when the wallet fails to disconnect', async () => {
    const { state, wallet, context } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    wallet.failNext(new Error('busy'))
    await disconnectWallet(state, {})
    expect(state.session.current()).toBeUndefined()
    expect(context.disconnects).toEqual([{ connectorId: wallet.name }])
    expect(await state.session.stored()).toBeUndefined()
    expect(wallet.calls.at(-1)).toBe('standard:disconnect')
  })
})
