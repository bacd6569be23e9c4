import { DEVNET_CHAINS } from '@portico/common'
import { createStorage, injected } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter'

const networks = [
  DEVNET_CHAINS.devnetA,
  DEVNET_CHAINS.devnetB,
  { ...DEVNET_CHAINS.devnetA, chainNamespace: 'solana', caipNetworkId: 'solana:x', id: 'x' },
] as const

describe('WagmiAdapter', () => {
  it('exposes the wagmi config of the EVM networks, driven by the Portico adapter', () => {
    const adapter = new WagmiAdapter({ projectId: 'p1', networks })
    expect(adapter.projectId).toBe('p1')
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.porticoAdapter.wagmiConfig).toBe(adapter.wagmiConfig)
    expect(adapter.porticoAdapter.namespace).toBe('eip155')
  })

  it('takes wagmi storage and extra connectors', () => {
    const entries = new Map<string, string>()
    const storage = createStorage({
      key: 'app',
      storage: {
        getItem: (key) => entries.get(key) ?? null,
        setItem: (key, value) => void entries.set(key, value),
        removeItem: (key) => void entries.delete(key),
      },
    })
    const adapter = new WagmiAdapter({
      projectId: 'p1',
      networks,
      storage,
      connectors: [injected({ target: 'metaMask' })],
    })
    expect(adapter.wagmiConfig.storage).toBe(storage)
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['injected', 'metaMask'])
  })
})
