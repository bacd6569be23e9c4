import type { CaipNetwork } from '@portico/common'

/**
 * A Portico network for a local Solana chain: its CAIP-2 reference is the first 32 characters
 * of the chain's genesis hash, its currency SOL with 9 decimals.
 * @example
 * const network = solanaNetwork(solana.genesisHash, solana.url, 'Local Solana')
 */
export function solanaNetwork(genesisHash: string, rpcUrl: string, name: string): CaipNetwork {
  const reference = genesisHash.slice(0, 32)
  return {
    id: reference,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
