import {
  ALERTS,
  type CaipNetwork,
  ChainNotSupportedError,
  NetworkNotFoundError,
  SwitchChainError,
} from '@portico/common'
import { isConnected } from '../client/isConnected'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { isNetworkAvailable } from '../utils/isNetworkAvailable'
import { toPorticoError } from '../utils/toPorticoError'
import { refreshBalance } from './refreshBalance'
import { requestSiwx } from './requestSiwx'
import { showUnsupportedChain } from './showUnsupportedChain'

/**
 * Make `caipNetwork` active (persisted). When its namespace is connected the wallet switches
 * first; a refusal shows an error toast and throws (SwitchChainError unless the adapter threw a
 * Portico error). Emits SWITCH_NETWORK on success. A network the app does not list raises the
 * 'Network Not Found' alert and throws NetworkNotFoundError; one the connected wallet said it
 * cannot use throws ChainNotSupportedError without asking it (the Networks view says so first).
 * @example
 * await switchNetwork(internals, KNOWN_CHAINS.base)
 */
export async function switchNetwork(
  internals: PorticoInternals,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const { stores, options } = internals
  if (!options.networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)) {
    // Spec §8: the 'Network Not Found' alert tells the visitor; the error tells the caller.
    stores.alert.getState().show(ALERTS.NETWORK_NOT_FOUND, 'warning')
    throw new NetworkNotFoundError({ metaMessages: [`Network: ${caipNetwork.caipNetworkId}`] })
  }
  if (!isNetworkAvailable(caipNetwork, stores.chain.getState(), stores.connection.getState())) {
    throw new ChainNotSupportedError({ metaMessages: [`Network: ${caipNetwork.caipNetworkId}`] })
  }
  const ns = caipNetwork.chainNamespace
  const connected = isConnected(internals, ns)
  if (connected) {
    const adapter = requireAdapter(internals, ns)
    const connectorId = stores.connectors.getState().activeConnectorIds[ns]
    try {
      await adapter.switchNetwork({ caipNetwork, ...(connectorId && { connectorId }) })
    } catch (cause) {
      const error = toPorticoError(cause, (c) => new SwitchChainError({ cause: c }))
      stores.toast.getState().showError(error)
      throw error
    }
  }
  stores.chain.getState().setActiveNetwork(caipNetwork)
  const address = stores.account.getState().accounts[ns]?.address
  if (connected && address) {
    stores.account.getState().setAccount(ns, {
      caipAddress: `${caipNetwork.caipNetworkId}:${address}`,
      balance: undefined,
      balanceSymbol: undefined,
      balanceUnavailable: false,
    })
  }
  stores.events
    .getState()
    .emit({ event: 'SWITCH_NETWORK', properties: { network: caipNetwork.caipNetworkId } })
  await showUnsupportedChain(internals, true)
  // Spec §4: a network without a sign-in session for this account asks for one.
  if (connected) await requestSiwx(internals)
  if (connected) {
    await refreshBalance(internals, ns).catch((error: unknown) =>
      options.logger.warn('Portico: balance refresh failed', error),
    )
  }
}
