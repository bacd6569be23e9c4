import { type CaipNetwork, KNOWN_CHAINS } from '@portico/common'

/** Bitcoin mainnet. @example createAppKit({ projectId, networks: [bitcoin] }) */
export const bitcoin = KNOWN_CHAINS.bitcoin
/** Bitcoin testnet3. @example createAppKit({ projectId, networks: [bitcoinTestnet] }) */
export const bitcoinTestnet = KNOWN_CHAINS.bitcoinTestnet

/**
 * Bitcoin signet. Portico's Bitcoin adapter knows mainnet and testnet by themselves; for signet
 * give it testnet's address parameters under this network's id (`params` option).
 * @example
 * createAppKit({ projectId, networks: [bitcoinSignet] })
 */
export const bitcoinSignet = {
  id: '00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  testnet: true,
} as const satisfies CaipNetwork
