import { createSolanaTestWallet } from '@portico/test/solana/createSolanaTestWallet'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { findWallet, solanaWallets, waitForWallet } from './findWallet'

describe('findWallet', () => {
  it('finds Solana wallets by name, and only those', async () => {
    const { state, wallet, registry } = await createTestSolanaState()
    const evmOnly = { ...wallet, name: 'EVM', chains: ['eip155:1'] as const }
    registry.register(evmOnly)
    expect(solanaWallets(state)).toEqual([wallet])
    expect(findWallet(state, wallet.name)).toBe(wallet)
    expect(findWallet(state, 'EVM')).toBeUndefined()
  })
})

describe('waitForWallet', () => {
  it('waits for a wallet that registers late, and gives up after the timeout', async () => {
    const { state, registry, signer } = await createTestSolanaState()
    const late = createSolanaTestWallet({
      signers: [signer],
      chains: { 'solana:devnet': 'http://127.0.0.1:9' },
      name: 'Late',
    })
    const waiting = waitForWallet(state, 'Late', 1_000)
    registry.register(late)
    expect(await waiting).toBe(late)
    expect(await waitForWallet(state, 'Never', 10)).toBeUndefined()
    expect(await waitForWallet(state, 'Never', 0)).toBeUndefined()
  })
})
