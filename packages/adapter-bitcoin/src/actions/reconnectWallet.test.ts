import { describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../internal/bitcoinState'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { reconnectWallet } from './reconnectWallet'

describe('reconnectWallet', () => {
  it('restores nothing when another wallet, or none, was stored', async () => {
    const { state, wallet, storage } = createTestBitcoinState({ reconnectTimeoutMs: 0 })
    expect(await reconnectWallet(state, { connectorId: wallet.name })).toBeUndefined()
    storage.setItem(STORAGE_KEY, JSON.stringify({ connectorId: 'Other' }))
    expect(await reconnectWallet(state, { connectorId: wallet.name })).toBeUndefined()
  })

  it('restores the stored wallet silently, on the remembered network', async () => {
    const { state, wallet, key } = createTestBitcoinState({ reconnectTimeoutMs: 0 })
    await connectWallet(state, { connectorId: wallet.name })
    state.session = undefined
    const calls = wallet.calls.length
    const connection = await reconnectWallet(state, { connectorId: wallet.name })
    expect(connection).toMatchObject({ address: key.payment, chainId: regtest.id })
    expect(wallet.calls).toHaveLength(calls)
  })

  it('restores nothing when the wallet no longer grants an account', async () => {
    const { state, wallet, storage } = createTestBitcoinState({ reconnectTimeoutMs: 0 })
    storage.setItem(STORAGE_KEY, JSON.stringify({ connectorId: wallet.name }))
    expect(await reconnectWallet(state, { connectorId: wallet.name })).toBeUndefined()
  })
})
