import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createChainStore } from './createChainStore'

const { mainnet, base, solana } = KNOWN_CHAINS

describe('createChainStore', () => {
  it('starts on the given network with every namespace on its first network', () => {
    const chain = createChainStore({ networks: [mainnet, base, solana], active: base })
    const state = chain.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeCaipNetwork).toBe(base)
    expect(state.networks.eip155?.caipNetwork).toBe(base)
    expect(state.networks.eip155?.requestedCaipNetworks).toEqual([mainnet, base])
    expect(state.networks.solana?.caipNetwork).toBe(solana)
  })

  it('setActiveNetwork switches namespace and remembers the network of each', () => {
    const chain = createChainStore({ networks: [mainnet, solana], active: mainnet })
    chain.getState().setActiveNetwork(solana)
    expect(chain.getState().activeNamespace).toBe('solana')
    chain.getState().setActiveNamespace('eip155')
    expect(chain.getState().activeCaipNetwork).toBe(mainnet)
  })

  it('resetNetwork forgets approvals but keeps the selected network', () => {
    const chain = createChainStore({ networks: [mainnet, base], active: base })
    chain.getState().setNetworkState('eip155', {
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
    })
    chain.getState().resetNetwork('eip155')
    expect(chain.getState().networks.eip155).toMatchObject({
      caipNetwork: base,
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
  })
})
