import { type CaipNetwork, SwitchChainError } from '@portico/common'
import type { Wallet } from '@wallet-standard/base'
import { walletChainId } from '../walletChainId'
import type { BitcoinState } from './bitcoinState'

/**
 * The network to connect `wallet` on: the one asked for, else the kit's active one, else the
 * app's first — the first of those the wallet serves. None is SwitchChainError 4902.
 * @example
 * const network = pickNetwork(state, wallet, caipNetwork)
 */
export function pickNetwork(
  state: Pick<BitcoinState, 'context' | 'networks'>,
  wallet: Wallet,
  wanted: CaipNetwork | undefined,
): CaipNetwork {
  const active = state.context?.getActiveNetwork()
  const candidates = [wanted, active, ...state.networks].filter(
    (network): network is CaipNetwork => network?.chainNamespace === 'bip122',
  )
  const supported = candidates.find((network) =>
    wallet.chains.includes(walletChainId(network.caipNetworkId) as `${string}:${string}`),
  )
  if (!supported) throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
  return supported
}
