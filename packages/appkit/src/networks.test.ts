import type { CaipNetwork } from '@portico/common'
import { createTestClient } from '@portico/react/testing'
import * as viemChains from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createAppKitInstance } from './createAppKitInstance'
import * as networks from './networks'
import {
  type AppKitNetwork,
  arbitrum,
  base,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from './networks'
import { toPorticoOptions } from './options/toPorticoOptions'
import { WagmiAdapter } from './WagmiAdapter'

const evm = [arbitrum, mainnet, base, polygon, optimism, sepolia] as const

describe('@portico/appkit/networks', () => {
  it("exports every chain of viem's, as viem's own objects", () => {
    const exported = networks as Record<string, unknown>
    for (const [name, chain] of Object.entries(viemChains)) expect(exported[name]).toBe(chain)
    expect(arbitrum).toBe(viemChains.arbitrum)
  })

  it('exports the Solana and Bitcoin networks as CAIP networks', () => {
    expect(
      [solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, bitcoinSignet].map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ])
    for (const n of [solana, bitcoin, bitcoinSignet]) {
      expect(n.caipNetworkId).toBe(`${n.chainNamespace}:${n.id}`)
    }
  })

  it('types them all as AppKit networks', () => {
    const list: [AppKitNetwork, ...AppKitNetwork[]] = [...evm, zksync, solana, bitcoinSignet]
    expect(list).toHaveLength(9)
    expectTypeOf(arbitrum).toExtend<AppKitNetwork>()
    expectTypeOf(solanaDevnet).toExtend<AppKitNetwork>()
    expectTypeOf(bitcoinTestnet).toExtend<CaipNetwork>()
  })

  it("become Portico's CAIP networks in createAppKit's options", () => {
    const options = toPorticoOptions({
      projectId: 'p1',
      networks: [...evm, solana],
      defaultNetwork: base,
    })
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:42161',
      'eip155:1',
      'eip155:8453',
      'eip155:137',
      'eip155:10',
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(options.networks[0]).toMatchObject({
      id: 42161,
      chainNamespace: 'eip155',
      name: arbitrum.name,
      nativeCurrency: arbitrum.nativeCurrency,
      rpcUrls: arbitrum.rpcUrls,
    })
    expect(options.defaultNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it("make the WagmiAdapter's chains with their contracts (multicall3, ENS)", () => {
    const adapter = new WagmiAdapter({ projectId: 'p1', networks: [...evm, solana] })
    const { chains } = adapter.wagmiConfig
    expect(chains.map((c) => c.id)).toEqual([42161, 1, 8453, 137, 10, 11155111])
    expect(chains[1]?.contracts?.ensUniversalResolver).toEqual(
      mainnet.contracts.ensUniversalResolver,
    )
    expect(chains[0]?.contracts?.multicall3).toEqual(arbitrum.contracts.multicall3)
  })

  it('switch the network by a viem chain, to the entry the app listed', async () => {
    const { client: portico } = createTestClient({
      networks: toPorticoOptions({ projectId: 'p1', networks: [mainnet, arbitrum] }).networks,
    })
    const appKit = createAppKitInstance(portico)
    await appKit.init()
    await appKit.switchNetwork(arbitrum)
    expect(appKit.getCaipNetworkId()).toBe('eip155:42161')
    expect(appKit.getCaipNetwork()).toBe(portico.options.networks[1])
  })
})
