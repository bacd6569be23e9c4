import { litecoinRegtestParams } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { demoBitcoinAdapter, demoBitcoinNetwork, wantsBitcoin } from './demoBitcoin'
import { demoEvmAdapter } from './demoEvmAdapter'

const page = (query: string) => new URL(`http://127.0.0.1:5173/${query}`)

describe('the demo on ?bitcoin=1', () => {
  it.each([
    ['', false],
    ['?bitcoin=0', false],
    ['?bitcoin=1', true],
    ['?testWallet=1&bitcoin=1', true],
  ] as const)('%j asks for Bitcoin: %s', (query, expected) => {
    expect(wantsBitcoin(page(query))).toBe(expected)
  })

  it("lists the stack's regtest chain as a bip122 network of BTC (8 decimals) read through the gateway", () => {
    const network = demoBitcoinNetwork('http://127.0.0.1:8787/')
    expect(network).toMatchObject({
      id: '530827f38f93b43ed12af0b3ad25a288',
      chainNamespace: 'bip122',
      caipNetworkId: litecoinRegtestParams.caipNetworkId,
      name: 'Bitcoin Regtest',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    })
    expect(network.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8787/v1/esplora/530827f38f93b43ed12af0b3ad25a288',
    ])
  })

  it('puts the Bitcoin adapter beside the EVM one, both following blocks', () => {
    const bitcoin = demoBitcoinAdapter(demoBitcoinNetwork('http://127.0.0.1:8787'))
    expect(bitcoin).toMatchObject({ namespace: 'bip122', adapterType: 'bitcoin' })
    expect(bitcoin.watchBlocks).toBeTypeOf('function')
    // Nothing loaded yet: no connectors and, asked early, a watch that stops cleanly.
    expect(bitcoin.getConnectors()).toEqual([])
    const network = demoBitcoinNetwork('http://127.0.0.1:8787')
    expect(() => bitcoin.watchBlocks?.({ caipNetwork: network, onBlock: () => {} })()).not.toThrow()
    // Balances follow new blocks on EVM too: money that arrives shows without reopening.
    expect(demoEvmAdapter(page(''), []).watchBlocks).toBeTypeOf('function')
  })
})
