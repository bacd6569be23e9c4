import { endChosenSession } from '@portico/core'
import type { InjectedEvmState } from '../injectedEvmState'

/**
 * Ends the session (reported as a disconnect, the stored connector forgotten) and asks the
 * wallet to forget the site; a `connectorId` other than the connected one does nothing.
 * @example
 * await disconnectWallet(state, { connectorId: 'io.metamask' })
 */
export async function disconnectWallet(
  state: InjectedEvmState,
  parameters: { connectorId?: string | undefined },
): Promise<void> {
  const ended = endChosenSession(state.session, parameters.connectorId)
  if (!ended) return
  // Wallets that support it forget the site; for the others the stored id is gone, which
  // is what keeps a reload from restoring the connection.
  await ended.provider
    .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch(() => undefined)
}
