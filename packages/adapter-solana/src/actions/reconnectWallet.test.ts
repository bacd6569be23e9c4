import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectWallet } from './connectWallet'
import { reconnectWallet } from './reconnectWallet'

describe('reconnectWallet', () => {
  it('restores nothing when another wallet, or none, was stored', async () => {
    const { state, wallet } = await createTestSolanaState()
    expect(await reconnectWallet(state, { connectorId: wallet.name })).toBeUndefined()
  })

  it('restores the stored wallet without a prompt', async () => {
    const { state, wallet, signer } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    state.session.end({ report: false, forget: false })
    const connection = await reconnectWallet(state, { connectorId: wallet.name })
    expect(connection?.address).toBe(signer.address)
    expect(wallet.calls.at(-1)).toBe('standard:connect (silent)')
  })

  it('restores nothing when the stored wallet is gone or fails', async () => {
    const { state, wallet, storage } = await createTestSolanaState()
    storage.setItem('portico.solana.connectorId', 'Gone')
    expect(await reconnectWallet(state, { connectorId: 'Gone' })).toBeUndefined()
    await connectWallet(state, { connectorId: wallet.name })
    state.session.end({ report: false, forget: false })
    wallet.failNext(new Error('Locked'))
    expect(await reconnectWallet(state, { connectorId: wallet.name })).toBeUndefined()
  })
})
