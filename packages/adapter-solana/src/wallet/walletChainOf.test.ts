import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { walletChainOf } from './walletChainOf'

describe('walletChainOf', () => {
  it('names the public clusters as wallet-standard does, any other cluster localnet', () => {
    expect(walletChainOf(KNOWN_CHAINS.solana)).toBe('solana:mainnet')
    expect(walletChainOf(KNOWN_CHAINS.solanaDevnet)).toBe('solana:devnet')
    expect(walletChainOf(KNOWN_CHAINS.solanaTestnet)).toBe('solana:testnet')
    const local = { ...KNOWN_CHAINS.solanaDevnet, id: '13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf' }
    expect(walletChainOf(local)).toBe('solana:localnet')
  })
})
