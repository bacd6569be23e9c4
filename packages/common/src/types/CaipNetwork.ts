import type { CaipNetworkId } from './Caip'
import type { ChainNamespace } from './ChainNamespace'

/**
 * The native currency of a network.
 * @example
 * const eth: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
 */
export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
}

/**
 * A block explorer link for a network.
 * @example
 * const explorer: BlockExplorer = { name: 'Etherscan', url: 'https://etherscan.io' }
 */
export type BlockExplorer = {
  name: string
  url: string
}

/**
 * A network the kit can connect to (spec §3 Network).
 * @example
 * const devnet: CaipNetwork = {
 *   id: 31337,
 *   chainNamespace: 'eip155',
 *   caipNetworkId: 'eip155:31337',
 *   name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 */
export type CaipNetwork = {
  /** Chain reference: a number for eip155, a string (genesis hash) elsewhere. */
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    [key: string]: { http: readonly string[]; webSocket?: readonly string[] }
  }
  blockExplorers?: { default: BlockExplorer; [key: string]: BlockExplorer }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}
