import { type ChainNamespace, PAIRING_LIFETIME_MS } from '@portico/common'
import { applyConnection } from '../actions/applyConnection'
import { clearNamespace } from '../actions/clearNamespace'
import { refreshBalance } from '../actions/refreshBalance'
import { requestSiwx } from '../actions/requestSiwx'
import { showUnsupportedChain } from '../actions/showUnsupportedChain'
import type { PorticoInternals } from '../client/PorticoInternals'
import type { AdapterContext } from '../types/AdapterContext'
import { findNetwork } from '../utils/findNetwork'

/**
 * The context handed to one adapter's `setup`: its wallet events become store updates.
 * Account changes of a connected (or connecting) namespace re-apply the connection (and, with
 * SIWX, check the new account's sign-in); chain
 * changes move the namespace's network (or trigger the unsupported-chain rule); a wallet-side
 * disconnect clears the namespace and emits DISCONNECT_SUCCESS.
 * @example
 * await adapter.setup(createAdapterContext(internals, adapter.namespace))
 */
export function createAdapterContext(
  internals: PorticoInternals,
  namespace: ChainNamespace,
): AdapterContext {
  const { options, stores } = internals
  const report = (what: string) => (error: unknown) =>
    options.logger.warn(`Portico: handling ${what} from the ${namespace} adapter failed`, error)
  const activeConnectorId = () => stores.connectors.getState().activeConnectorIds[namespace]

  return {
    namespace,
    networks: options.networks.filter((n) => n.chainNamespace === namespace),
    projectId: options.projectId,
    apiUrl: options.apiUrl,
    metadata: options.metadata,
    getActiveNetwork: () => stores.chain.getState().networks[namespace]?.caipNetwork,
    onConnectorsChanged(connectors) {
      stores.connectors.getState().setConnectors(namespace, connectors)
    },
    onAccountChanged(change) {
      const status = stores.connection.getState().status[namespace]
      // While connect() is in flight it applies the result itself.
      if (status === 'connecting' && activeConnectorId() !== change.connectorId) return
      const chainId =
        change.chainId ?? stores.chain.getState().networks[namespace]?.caipNetwork?.id ?? ''
      const previous = stores.account.getState().accounts[namespace]?.address
      // Another account of a connected wallet is a new connection for sign-in (spec §4).
      const switched =
        status === 'connected' &&
        previous !== undefined &&
        previous.toLowerCase() !== change.address.toLowerCase()
      applyConnection(
        internals,
        namespace,
        {
          connectorId: change.connectorId,
          address: change.address,
          chainId,
          ...(change.accounts && { accounts: change.accounts }),
          ...(change.user && { user: change.user }),
          ...(change.caipNetworkIds && { caipNetworkIds: change.caipNetworkIds }),
        },
        { activate: false },
      )
        .then(() => {
          const active = stores.chain.getState().activeNamespace === namespace
          if (switched && active && options.siwx) return requestSiwx(internals)
        })
        .catch(report('an account change'))
    },
    onChainChanged({ chainId }) {
      const network = findNetwork(options.networks, namespace, chainId)
      const address = stores.account.getState().accounts[namespace]?.address
      if (network) {
        if (stores.chain.getState().activeNamespace === namespace) {
          stores.chain.getState().setActiveNetwork(network)
        } else {
          stores.chain.getState().setNetworkState(namespace, { caipNetwork: network })
        }
      }
      if (!address) return
      const caipNetworkId = network?.caipNetworkId ?? `${namespace}:${chainId}`
      stores.account.getState().setAccount(namespace, {
        caipAddress: `${caipNetworkId}:${address}`,
        balance: undefined,
        balanceSymbol: undefined,
        balanceUnavailable: false,
      })
      showUnsupportedChain(internals, network !== undefined).catch(report('a chain change'))
      if (network) refreshBalance(internals, namespace).catch(report('a chain change'))
      // Spec §4: the wallet on a network without a sign-in session for this account asks again.
      const active = stores.chain.getState().activeNamespace === namespace
      if (network && active && options.siwx) requestSiwx(internals).catch(report('a chain change'))
    },
    onDisconnected({ connectorId }) {
      const active = activeConnectorId()
      if (!active || (connectorId && connectorId !== active)) return
      clearNamespace(internals, namespace)
        .then(() =>
          stores.events.getState().emit({ event: 'DISCONNECT_SUCCESS', properties: { namespace } }),
        )
        .catch(report('a disconnect'))
    },
    onWalletConnectUri({ uri, expiry }) {
      stores.connection.getState().setWcUri(uri, expiry ?? Date.now() + PAIRING_LIFETIME_MS)
    },
  }
}
