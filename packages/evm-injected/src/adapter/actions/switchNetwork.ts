import type { CaipNetwork } from '@portico/common'
import { switchWalletChain } from '../../wallet/switchWalletChain'
import type { InjectedEvmState } from '../injectedEvmState'

/**
 * Asks the connected wallet to switch to `caipNetwork` (adding it when unknown) and reports the
 * new chain; a `connectorId` other than the connected one does nothing.
 * @example
 * await switchNetwork(state, { caipNetwork: anvil2 })
 */
export async function switchNetwork(
  state: InjectedEvmState,
  parameters: { caipNetwork: CaipNetwork; connectorId?: string | undefined },
): Promise<void> {
  const { caipNetwork, connectorId } = parameters
  const current = state.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
  await switchWalletChain(current.provider, caipNetwork)
  // Some wallets switch without emitting chainChanged; report it ourselves.
  if (state.session.current() === current) state.session.setChain(Number(caipNetwork.id))
}
