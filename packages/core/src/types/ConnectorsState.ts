import type { ChainNamespace } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { Connector } from './Connector'

/**
 * Every adapter's connectors and which one is connected per namespace.
 * @example
 * const injected = portico.stores.connectors.getState().connectors.filter((c) => c.type === 'INJECTED')
 */
export type ConnectorsState = {
  /** All namespaces' connectors, in adapter order. */
  connectors: readonly Connector[]
  /** Connected connector per namespace (persisted as `connectedConnectorIds`). */
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Replace the connectors of one namespace. */
  setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void
  setActiveConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void
}

/**
 * The connectors store.
 * @example
 * portico.stores.connectors.subscribe((s) => render(s.connectors))
 */
export type ConnectorsStore = StoreApi<ConnectorsState>
