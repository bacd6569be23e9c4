import { ChainNotSupportedError, KNOWN_CHAINS, NetworkNotFoundError } from '@portico/common'
import { createRecordingContext } from '@portico/test/adapterContract'
import { describe, expect, it } from 'vitest'
import { defaultNetwork, networkOf, rpcUrlOf } from './networkOf'
import { createSolanaState } from './solanaState'

describe('networkOf', () => {
  const state = createSolanaState({ networks: [KNOWN_CHAINS.solanaDevnet, KNOWN_CHAINS.base] })

  it("finds the app's Solana networks only", () => {
    expect(networkOf(state, KNOWN_CHAINS.solanaDevnet.id)).toBe(KNOWN_CHAINS.solanaDevnet)
    expect(() => networkOf(state, KNOWN_CHAINS.base.id)).toThrow(NetworkNotFoundError)
  })
})

describe('rpcUrlOf', () => {
  it("is the network's first RPC URL, and none is ChainNotSupportedError", () => {
    expect(rpcUrlOf(KNOWN_CHAINS.solanaDevnet)).toBe('https://api.devnet.solana.com')
    const bare = { ...KNOWN_CHAINS.solanaDevnet, rpcUrls: { default: { http: [] } } }
    expect(() => rpcUrlOf(bare)).toThrow(ChainNotSupportedError)
  })
})

describe('defaultNetwork', () => {
  const networks = [KNOWN_CHAINS.solanaDevnet, KNOWN_CHAINS.solana]

  it('takes the asked Solana network, else the active one, else the first', () => {
    const state = createSolanaState({ networks })
    expect(defaultNetwork(state, KNOWN_CHAINS.solana)).toBe(KNOWN_CHAINS.solana)
    expect(defaultNetwork(state, KNOWN_CHAINS.base)).toBe(KNOWN_CHAINS.solanaDevnet)
    state.context = {
      ...createRecordingContext(networks, 'solana'),
      getActiveNetwork: () => KNOWN_CHAINS.solana,
    }
    expect(defaultNetwork(state)).toBe(KNOWN_CHAINS.solana)
  })

  it('fails when the app lists no Solana network', () => {
    const state = createSolanaState({ networks: [KNOWN_CHAINS.base] })
    expect(() => defaultNetwork(state)).toThrow(NetworkNotFoundError)
  })
})
