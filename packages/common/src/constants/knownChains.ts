import type { CaipNetwork } from '../types/CaipNetwork'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * Networks Portico knows out of the box (spec §3): Ethereum, Base, Solana mainnet/devnet/testnet,
 * Bitcoin mainnet/testnet.
 * @example createPortico({ networks: [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana] })
 */
export const KNOWN_CHAINS = {
  mainnet: {
    id: 1,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  },
  base: {
    id: 8453,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:8453',
    name: 'Base',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  },
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: sol,
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  },
  solanaDevnet: {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    nativeCurrency: sol,
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet: true,
  },
  solanaTestnet: {
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    nativeCurrency: sol,
    rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet: true,
  },
  bitcoin: {
    id: '000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: btc,
    rpcUrls: { default: { http: ['https://mempool.space/api'] } },
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  },
  bitcoinTestnet: {
    id: '000000000933ea01ad0ee984209779ba',
    chainNamespace: 'bip122',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
    nativeCurrency: btc,
    rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
    testnet: true,
  },
} as const satisfies Record<string, CaipNetwork>

/**
 * The two local anvil devnets of the dev stack (chains 31337 and 31338, DESIGN.md).
 * @example createPortico({ networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB] })
 */
export const DEVNET_CHAINS = {
  devnetA: {
    id: 31337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    name: 'Portico Devnet A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  },
  devnetB: {
    id: 31338,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    name: 'Portico Devnet B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    testnet: true,
  },
} as const satisfies Record<string, CaipNetwork>
