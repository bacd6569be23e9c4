import { bitcoinMainnetParams, KNOWN_CHAINS, SwitchChainError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { regtest } from '../testing/createTestBitcoinState'
import { createBitcoinState } from './bitcoinState'
import { networkParamsOf } from './networkParamsOf'

describe('networkParamsOf', () => {
  const state = createBitcoinState({ networks: [KNOWN_CHAINS.bitcoin], esplora: () => undefined })

  it('knows mainnet and testnet without being told', () => {
    expect(networkParamsOf(state, KNOWN_CHAINS.bitcoin)).toBe(bitcoinMainnetParams)
  })

  it('refuses a network whose parameters the app did not give (4902)', () => {
    const error = (() => {
      try {
        return networkParamsOf(state, regtest)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).code).toBe(SwitchChainError.UNRECOGNIZED_CHAIN)
  })
})
