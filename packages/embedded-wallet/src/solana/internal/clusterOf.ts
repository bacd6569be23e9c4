import { type CaipNetwork, NetworkNotFoundError } from '@portico/common'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'

/**
 * The Solana network a call is for: the one given, else the connection's cluster, else the
 * app's active or first network; a NetworkNotFoundError when none of them is a Solana network.
 * @example
 * const network = clusterOf(state, params.caipNetwork)
 */
export function clusterOf(
  state: EmbeddedSolanaState,
  caipNetwork: CaipNetwork | undefined,
): CaipNetwork {
  const { context } = state
  const network =
    caipNetwork?.chainNamespace === 'solana'
      ? caipNetwork
      : (state.current ?? context.getActiveNetwork() ?? context.networks[0])
  if (network?.chainNamespace !== 'solana')
    throw new NetworkNotFoundError({
      metaMessages: ['No Solana network for the embedded wallet'],
    })
  return network
}
