import { DEVNET_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { localSolana } from '../../testing/localSolana'
import { groupNetworks, namespaceTitle } from './groupNetworks'

const { devnetA, devnetB } = DEVNET_CHAINS

describe('groupNetworks', () => {
  it('groups by the adapters’ families in their order, networks in the app’s order', () => {
    expect(groupNetworks([devnetA, localSolana, devnetB], ['solana', 'eip155'], 'eip155')).toEqual([
      { namespace: 'solana', networks: [localSolana] },
      { namespace: 'eip155', networks: [devnetA, devnetB] },
    ])
  })

  it('leaves out families without networks and networks without an adapter', () => {
    expect(groupNetworks([devnetA, localSolana], ['eip155', 'bip122'], 'eip155')).toEqual([
      { namespace: 'eip155', networks: [devnetA] },
    ])
  })

  it('without adapters lists the active family alone', () => {
    expect(groupNetworks([devnetA, localSolana], [], 'solana')).toEqual([
      { namespace: 'solana', networks: [localSolana] },
    ])
  })

  it('titles families by their product names', () => {
    expect(['eip155', 'solana', 'bip122'].map((ns) => namespaceTitle(ns as never))).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
    ])
  })
})
