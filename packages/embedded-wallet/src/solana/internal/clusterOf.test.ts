import { type CaipNetwork, KNOWN_CHAINS, NetworkNotFoundError } from '@portico/common'
import type { AdapterContext } from '@portico/core'
import { expect, it } from 'vitest'
import { LOCAL_SOLANA } from '../../testing/localSolanaNetwork'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { clusterOf } from './clusterOf'

const LOCAL = LOCAL_SOLANA
const OTHER: CaipNetwork = { ...LOCAL, id: 'other', caipNetworkId: 'solana:other' }

function stateOn(networks: CaipNetwork[], current?: CaipNetwork): EmbeddedSolanaState {
  const context = { networks, getActiveNetwork: () => undefined } as unknown as AdapterContext
  return { context, current } as unknown as EmbeddedSolanaState
}

it('takes the Solana network given, else the connection cluster, else the first network', () => {
  expect(clusterOf(stateOn([LOCAL], OTHER), LOCAL)).toBe(LOCAL)
  expect(clusterOf(stateOn([LOCAL], OTHER), KNOWN_CHAINS.mainnet)).toBe(OTHER)
  expect(clusterOf(stateOn([LOCAL]), undefined)).toBe(LOCAL)
})

it('refuses when no Solana network is at hand', () => {
  expect(() => clusterOf(stateOn([KNOWN_CHAINS.mainnet]), undefined)).toThrow(NetworkNotFoundError)
})
