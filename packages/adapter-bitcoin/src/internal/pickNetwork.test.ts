import { KNOWN_CHAINS, SwitchChainError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { pickNetwork } from './pickNetwork'

describe('pickNetwork', () => {
  it('takes the first of asked, active and listed networks that the wallet serves', () => {
    const { state, wallet } = createTestBitcoinState()
    expect(pickNetwork(state, wallet, regtest)).toBe(regtest)
    // The wallet serves only regtest: mainnet asked for falls back to the active network.
    expect(pickNetwork(state, wallet, KNOWN_CHAINS.bitcoin)).toBe(regtest)
    expect(pickNetwork(state, wallet, undefined)).toBe(regtest)
  })

  it('refuses when the wallet serves none of them (4902)', () => {
    const { state, wallet } = createTestBitcoinState({ networks: [KNOWN_CHAINS.bitcoin] })
    state.context = undefined
    expect(() => pickNetwork(state, wallet, KNOWN_CHAINS.bitcoin)).toThrow(SwitchChainError)
  })
})
