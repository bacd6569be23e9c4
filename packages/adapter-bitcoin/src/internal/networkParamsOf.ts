import { type BitcoinNetworkParams, type CaipNetwork, SwitchChainError } from '@portico/common'
import type { BitcoinState } from './bitcoinState'

/**
 * The address and script parameters of a network the adapter knows (mainnet, testnet or one of
 * the app's `params`); an unknown network is SwitchChainError 4902.
 * @example
 * const params = networkParamsOf(state, KNOWN_CHAINS.bitcoin)
 */
export function networkParamsOf(
  state: Pick<BitcoinState, 'params'>,
  caipNetwork: CaipNetwork,
): BitcoinNetworkParams {
  const params = state.params.find((p) => p.caipNetworkId === caipNetwork.caipNetworkId)
  if (!params) throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
  return params
}
