import { type CaipNetwork, ChainNotSupportedError } from '@portico/common'
import { type Chain, defineChain } from 'viem'

/**
 * Builds the viem chain object wagmi needs from a Portico EVM network.
 *
 * Throws common's ChainNotSupportedError when the network is not an `eip155` network with a numeric id, because wagmi keys
 * its clients by numeric chain id.
 * @example
 * const chain = toViemChain({
 *   id: 31337, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337', name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new ChainNotSupportedError({
      details: `${network.caipNetworkId} is not an EVM network`,
    })
  }
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
