import type { CaipNetwork } from '@portico/common'

/**
 * A Portico network for a local devnet.
 * @example
 * const network = devnetNetwork(31337, devnet.rpcUrl)
 */
export function devnetNetwork(chainId: number, rpcUrl: string): CaipNetwork {
  return {
    id: chainId,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
