import { litecoinRegtestParams } from '@portico/common'
import { createBitcoinTestWallet } from '@portico/test/bitcoin/createBitcoinTestWallet'
import { describe, expect, it } from 'vitest'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'

describe('watchConnectors', () => {
  it('reports the Bitcoin wallets as connectors, again when one registers, until stopped', () => {
    const { state, wallet, key, registry, context } = createTestBitcoinState()
    expect(state.connectors).toEqual([
      expect.objectContaining({ id: wallet.name, type: 'ANNOUNCED', chain: 'bip122' }),
    ])
    const second = createBitcoinTestWallet({
      key,
      params: litecoinRegtestParams,
      broadcast: async () => '',
      name: 'Second',
    })
    registry.register(second)
    expect(context.connectors.at(-1)?.map((c) => c.id)).toEqual([wallet.name, 'Second'])
    for (const stop of state.stops.splice(0)) stop()
    const reports = context.connectors.length
    registry.register(
      createBitcoinTestWallet({
        key,
        params: litecoinRegtestParams,
        broadcast: async () => '',
        name: 'Third',
      }),
    )
    expect(context.connectors).toHaveLength(reports)
  })
})
