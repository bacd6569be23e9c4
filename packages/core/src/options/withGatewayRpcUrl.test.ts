import { type CaipNetwork, DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from './resolveOptions'
import { gatewayRpcUrl } from './withGatewayRpcUrl'

// A network the app lists without an RPC URL of its own.
const bare = (network: CaipNetwork): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: [] } },
})
const devnet = bare(DEVNET_CHAINS.devnetA)
const base = bare(KNOWN_CHAINS.base)

describe('default RPC URLs', () => {
  it("reads an EVM network without an RPC URL through the gateway's POST /v1 (spec §7)", () => {
    const options = resolveOptions({
      networks: [devnet, base, KNOWN_CHAINS.solana],
      apiUrl: 'https://gateway.example.com/',
      projectId: 'demo',
    })
    expect(options.networks.map((n) => n.rpcUrls.default.http)).toEqual([
      ['https://gateway.example.com/v1?chainId=eip155%3A31337&projectId=demo'],
      ['https://gateway.example.com/v1?chainId=eip155%3A8453&projectId=demo'],
      KNOWN_CHAINS.solana.rpcUrls.default.http,
    ])
    // The default network is the listed one, with the same URL.
    expect(options.defaultNetwork).toBe(options.networks[0])
  })

  it('uses the default gateway of the dev stack when no apiUrl is given', () => {
    const [network] = resolveOptions({ networks: [devnet] }).networks
    expect(network.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8787/v1?chainId=eip155%3A31337',
    ])
  })

  it('keeps the RPC URLs the app gives, and the very network objects', () => {
    const options = resolveOptions({
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      defaultNetwork: DEVNET_CHAINS.devnetB,
      projectId: 'demo',
    })
    expect(options.networks[0]).toBe(DEVNET_CHAINS.devnetA)
    expect(options.networks[1]).toBe(DEVNET_CHAINS.devnetB)
    expect(options.defaultNetwork).toBe(DEVNET_CHAINS.devnetB)
    expect(options.networks[0].rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('builds the URL under a gateway mounted on a path', () => {
    expect(gatewayRpcUrl('https://example.com/gateway', 'eip155:1', 'p q')).toBe(
      'https://example.com/gateway/v1?chainId=eip155%3A1&projectId=p+q',
    )
  })
})
