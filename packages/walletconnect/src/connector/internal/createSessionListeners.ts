import type { ChainNamespace } from '@portico/common'
import { toChainReference } from '../../session/toChainReference'
import type { ProviderListeners } from '../listenToProvider'
import type { WalletConnectState } from '../WalletConnectState'
import { connectionOf } from './connectionOf'
import { endSession } from './endSession'
import { WALLET_CONNECT_CONNECTOR_ID } from './WALLET_CONNECT_CONNECTOR_ID'

/**
 * What the session's events do: once the session was reported (`live`), chain and account
 * changes and namespace updates reach the attached contexts; an ended session disconnects them.
 * @example
 * const unlisten = listenToProvider(provider, createSessionListeners(state), logger)
 */
export function createSessionListeners(state: WalletConnectState): ProviderListeners {
  const { contexts } = state
  return {
    onChainChanged(namespace: ChainNamespace, caipNetworkId: string) {
      if (!state.live) return
      const reference = caipNetworkId.slice(namespace.length + 1)
      contexts.get(namespace)?.onChainChanged({
        chainId: toChainReference(namespace, reference),
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
      })
    },
    onAccountsChanged(namespace: ChainNamespace, addresses: string[]) {
      const connection = state.live ? connectionOf(state, namespace) : undefined
      const [address] = addresses
      if (!connection || !address) return
      contexts.get(namespace)?.onAccountChanged({ ...connection, address })
    },
    onSessionUpdated() {
      if (!state.live) return
      for (const [namespace, context] of contexts) {
        const connection = connectionOf(state, namespace)
        if (connection) context.onAccountChanged(connection)
        else context.onDisconnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
      }
    },
    onSessionEnded(reason: 'deleted' | 'expired') {
      // The provider forgets deleted sessions itself; an expired one it keeps.
      if (reason === 'expired' && state.provider) delete state.provider.session
      if (state.live) endSession(state)
    },
  }
}
