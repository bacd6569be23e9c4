// @vitest-environment jsdom

import type { CaipNetwork } from '@portico/common'
import { KNOWN_CHAINS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/adapterContract'
import { describe, expect, it } from 'vitest'
import { createPorticoWagmiConfig } from './createPorticoWagmiConfig'

const mainnet = KNOWN_CHAINS.mainnet as CaipNetwork
const solana = KNOWN_CHAINS.solana as CaipNetwork
const twoRpcs: CaipNetwork = {
  ...(KNOWN_CHAINS.base as CaipNetwork),
  rpcUrls: { default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] } },
}

describe('createPorticoWagmiConfig', () => {
  it('makes one wagmi chain per EVM network, in order, ignoring other namespaces', () => {
    const config = createPorticoWagmiConfig({ networks: [solana, mainnet, twoRpcs] })
    expect(config.chains.map((c) => c.id)).toEqual([1, 8453])
    expect(config.state.chainId).toBe(1)
  })

  it('uses HTTP to the RPC URL, and a fallback over several URLs', () => {
    const config = createPorticoWagmiConfig({ networks: [mainnet, twoRpcs] })
    expect(config.getClient({ chainId: 1 }).transport.type).toBe('http')
    expect(config.getClient({ chainId: 8453 }).transport.type).toBe('fallback')
  })

  it('keeps only the legacy injected connector: EIP-6963 wallets come from the adapter', () => {
    const config = createPorticoWagmiConfig({ networks: [mainnet] })
    expect(config.connectors.map((c) => c.id)).toEqual(['injected'])
    expect(config._internal.mipd).toBeUndefined()
  })

  it('writes its state under the portico.wagmi prefix of the given storage', async () => {
    const storage = createMemoryStorage()
    const config = createPorticoWagmiConfig({ networks: [mainnet], storage })
    config.setState((state) => ({ ...state, chainId: 1 }))
    await expect.poll(() => [...storage.entries.keys()]).toContain('portico.wagmi.store')
  })

  it('refuses a list without EVM networks', () => {
    expect(() => createPorticoWagmiConfig({ networks: [solana] })).toThrow(
      'No eip155 network configured for the wagmi adapter',
    )
  })
})
