import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'

/**
 * The wagmi connection of `connectorId`, or the current one when no id is given.
 * @example
 * const connection = findConnection(config, 'io.metamask')
 */
export function findConnection(config: Config, connectorId?: string): Connection | undefined {
  const { connections, current } = config.state
  if (connectorId === undefined) return current ? connections.get(current) : undefined
  for (const connection of connections.values()) {
    if (connection.connector.id === connectorId) return connection
  }
  return undefined
}

/**
 * The wagmi connector with `connectorId`, or the connected one when no id is given.
 * Throws common's AdapterOrConnectorNotFoundError when there is none.
 * @example
 * const connector = findConnector(config, 'injected')
 */
export function findConnector(config: Config, connectorId?: string): WagmiConnector {
  const id = connectorId ?? findConnection(config)?.connector.id
  const connector = id === undefined ? undefined : config.connectors.find((c) => c.id === id)
  if (!connector) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [connectorId ? `Connector: ${connectorId}` : 'No wallet is connected.'],
    })
  }
  return connector
}
