import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { receiveNetworks } from './receiveNetworks'

const networks = [
  DEVNET_CHAINS.devnetA,
  KNOWN_CHAINS.solana,
  DEVNET_CHAINS.devnetB,
  KNOWN_CHAINS.mainnet,
]

describe('receiveNetworks', () => {
  it('lists the networks of the same namespace, the active one first', () => {
    expect(
      receiveNetworks(networks, 'eip155', DEVNET_CHAINS.devnetB.caipNetworkId).map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual(['eip155:31338', 'eip155:31337', 'eip155:1'])
  })

  it('never lists networks of another namespace', () => {
    expect(receiveNetworks(networks, 'solana').map((n) => n.chainNamespace)).toEqual(['solana'])
  })
})
