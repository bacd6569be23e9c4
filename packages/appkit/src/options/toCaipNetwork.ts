import type { CaipNetwork } from '@portico/common'
import type { AppKitNetwork } from './AppKitOptions'

/**
 * The CAIP network Portico works with, from a network as AppKit takes it: a CAIP network as is;
 * a viem chain (EVM) with `chainNamespace: 'eip155'` and its `caipNetworkId` added, and its
 * other fields (contracts such as multicall3 and ENS, formatters…) kept for the wagmi config.
 * @example
 * toCaipNetwork(arbitrum).caipNetworkId // 'eip155:42161'
 */
export function toCaipNetwork(network: AppKitNetwork): CaipNetwork {
  if ('caipNetworkId' in network) return network
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = network
  return {
    ...network,
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name,
    nativeCurrency,
    rpcUrls: rpcUrls as CaipNetwork['rpcUrls'],
    ...(blockExplorers ? { blockExplorers } : {}),
    ...(testnet === undefined ? {} : { testnet }),
  } as CaipNetwork
}
