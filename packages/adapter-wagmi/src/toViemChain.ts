import { type CaipNetwork, ChainNotSupportedError } from '@portico/common'
import { type Chain, defineChain } from 'viem'

/**
 * Builds the viem chain object wagmi needs from a Portico EVM network. A network made from a
 * viem chain (`{ ...arbitrum, chainNamespace, caipNetworkId }`, as AppKit's networks are) keeps
 * that chain's other fields: its contracts (multicall3, ENS), formatters and fees.
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
  // Portico's own fields are no chain fields; whatever else the object carries is viem's.
  const { chainNamespace: _namespace, caipNetworkId: _id, assets: _assets, ...fields } = network
  return defineChain({
    ...(fields as Partial<Chain>),
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
