import type { Config, Connection } from '@wagmi/core'

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
