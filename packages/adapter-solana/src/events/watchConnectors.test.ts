import { createSolanaTestWallet } from '@portico/test/solana/createSolanaTestWallet'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'

describe('watchConnectors', () => {
  it('reports the Solana wallets now and on each registration, until stopped', async () => {
    const { state, wallet, signer, registry, context } = await createTestSolanaState()
    expect(context.connectors.at(-1)).toEqual([
      expect.objectContaining({ id: wallet.name, type: 'ANNOUNCED', chain: 'solana' }),
    ])
    expect(state.loading).toBeDefined()
    const second = createSolanaTestWallet({
      signers: [signer],
      chains: { 'solana:devnet': 'http://127.0.0.1:9' },
      name: 'Second',
    })
    const unregister = registry.register(second)
    expect(context.connectors.at(-1)?.map((c) => c.id)).toEqual([wallet.name, 'Second'])
    unregister()
    expect(context.connectors.at(-1)?.map((c) => c.id)).toEqual([wallet.name])
    for (const stop of state.stops.splice(0)) stop()
    const reports = context.connectors.length
    registry.register({ ...second, name: 'Third' })
    expect(context.connectors).toHaveLength(reports)
  })
})
