import { type CaipNetwork, DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

function withRpc(network: CaipNetwork, rpcUrl: string | undefined): CaipNetwork {
  return rpcUrl ? { ...network, rpcUrls: { default: { http: [rpcUrl] } } } : network
}

/**
 * The demo's networks: the two local devnets of the dev stack (RPC URLs from the environment),
 * then well-known public networks.
 * @example
 * createPortico({ networks: demoNetworks(import.meta.env) })
 */
export function demoNetworks(env: ImportMetaEnv): [CaipNetwork, ...CaipNetwork[]] {
  return [
    withRpc(DEVNET_CHAINS.devnetA, env.VITE_PORTICO_RPC_31337),
    withRpc(DEVNET_CHAINS.devnetB, env.VITE_PORTICO_RPC_31338),
    KNOWN_CHAINS.mainnet,
    KNOWN_CHAINS.base,
    {
      id: 10,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:10',
      name: 'OP Mainnet',
      nativeCurrency: ether,
      rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://optimistic.etherscan.io' } },
    },
    {
      id: 42161,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:42161',
      name: 'Arbitrum One',
      nativeCurrency: ether,
      rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
      blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
    },
  ]
}

/**
 * The dev stack's local Solana chain (services/solana-rpc): its CAIP-2 id follows from the
 * chain's fixed genesis hash.
 * @example
 * demoSolanaNetwork(import.meta.env).caipNetworkId // 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
 */
export function demoSolanaNetwork(env: ImportMetaEnv): CaipNetwork {
  return {
    id: '13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
    name: 'Portico Local Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [env.VITE_PORTICO_SOLANA_RPC ?? 'http://127.0.0.1:8899'] } },
    testnet: true,
  }
}
