import type { CaipNetwork } from '@portico/common'
import { networkOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'

/**
 * Moves the session to another of the app's Solana networks (Solana wallets have no current
 * network of their own: the app's choice is the session's). A network the app does not list is
 * NetworkNotFoundError, even with no wallet connected.
 * @example
 * await switchNetwork(state, { caipNetwork: KNOWN_CHAINS.solanaDevnet })
 */
export async function switchNetwork(
  state: Pick<SolanaState, 'networks' | 'session'>,
  parameters: { caipNetwork: CaipNetwork; connectorId?: string | undefined },
): Promise<void> {
  const { connectorId } = parameters
  const network = networkOf(state, parameters.caipNetwork.id)
  const current = state.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
  state.session.setChain(String(network.id))
}
