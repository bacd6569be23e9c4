import { type CaipNetwork, ChainNotSupportedError, NetworkNotFoundError } from '@portico/common'
import type { SolanaState } from './solanaState'

/**
 * The app's Solana network of `chainId`; one the app does not list is NetworkNotFoundError.
 * @example
 * const network = networkOf(state, caipNetwork.id)
 */
export function networkOf(
  state: Pick<SolanaState, 'networks'>,
  chainId: string | number | undefined,
): CaipNetwork {
  const network = state.networks.find((n) => String(n.id) === String(chainId))
  if (!network) throw new NetworkNotFoundError({ metaMessages: [`Solana network: ${chainId}`] })
  return network
}

/**
 * The RPC URL reads and sends of a network go to; a network without one is
 * ChainNotSupportedError.
 * @example
 * const rpcUrl = rpcUrlOf(networkOf(state, caipNetwork.id))
 */
export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) {
    throw new ChainNotSupportedError({ metaMessages: [`No RPC URL for ${network.caipNetworkId}`] })
  }
  return url
}

/**
 * The network to connect on: the one asked for when it is Solana's, else the kit's active
 * Solana network, else the app's first.
 * @example
 * const network = defaultNetwork(state, caipNetwork)
 */
export function defaultNetwork(
  state: Pick<SolanaState, 'networks' | 'context'>,
  caipNetwork?: CaipNetwork | undefined,
): CaipNetwork {
  if (caipNetwork?.chainNamespace === 'solana') return networkOf(state, caipNetwork.id)
  const active = state.context?.getActiveNetwork()
  if (active?.chainNamespace === 'solana') return networkOf(state, active.id)
  const [first] = state.networks
  if (!first) throw new NetworkNotFoundError({ metaMessages: ['The app lists no Solana network.'] })
  return first
}
