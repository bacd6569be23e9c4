import type { CaipNetwork } from '@portico/common'
import { KNOWN_CHAINS } from '@portico/common'
import { devnetNetwork } from '@portico/test/adapterContract'
import { arbitrum } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain'

const devnet = devnetNetwork(31337, 'http://127.0.0.1:8545')

describe('toViemChain', () => {
  it('copies id, name, currency, RPC URLs and testnet flag', () => {
    const chain = toViemChain(devnet)
    expect(chain.id).toBe(31337)
    expect(chain.name).toBe('Devnet 31337')
    expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(chain.testnet).toBe(true)
    expect(chain.blockExplorers).toBeUndefined()
  })

  it('keeps block explorers', () => {
    const chain = toViemChain(KNOWN_CHAINS.mainnet as CaipNetwork)
    expect(chain.blockExplorers?.default).toEqual({
      name: 'Etherscan',
      url: 'https://etherscan.io',
    })
  })

  it("keeps a viem chain's own fields (contracts) and leaves Portico's out", () => {
    const network: CaipNetwork = {
      ...arbitrum,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:42161',
      assets: { imageUrl: '/arbitrum.svg' },
    } as CaipNetwork
    const chain = toViemChain(network)
    expect(chain.contracts?.multicall3?.address).toBe(arbitrum.contracts.multicall3.address)
    expect(chain.blockTime).toBe(arbitrum.blockTime)
    expect(chain).not.toHaveProperty('caipNetworkId')
    expect(chain).not.toHaveProperty('chainNamespace')
    expect(chain).not.toHaveProperty('assets')
  })

  it('refuses networks of other namespaces', () => {
    expect(() => toViemChain(KNOWN_CHAINS.solana as CaipNetwork)).toThrow(
      /Chain is not supported[\s\S]*not an EVM network/,
    )
  })
})
