import type { ChainNamespace } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ConnectorsState, ConnectorsStore } from '../types/ConnectorsState'

/**
 * Every adapter's connectors, and the connected connector id per namespace.
 * @example
 * const connectors = createConnectorsStore({ eip155: 'injected' })
 * connectors.getState().setConnectors('eip155', list)
 */
export function createConnectorsStore(
  activeConnectorIds: Partial<Record<ChainNamespace, string>> = {},
): ConnectorsStore {
  return createStore<ConnectorsState>()((set, get) => ({
    connectors: [],
    activeConnectorIds,
    setConnectors(namespace, connectors) {
      const others = get().connectors.filter((c) => c.chain !== namespace)
      set({ connectors: [...others, ...connectors.filter((c) => c.chain === namespace)] })
    },
    setActiveConnectorId(namespace, connectorId) {
      const ids = { ...get().activeConnectorIds }
      if (connectorId === undefined) delete ids[namespace]
      else ids[namespace] = connectorId
      set({ activeConnectorIds: ids })
    },
  }))
}
