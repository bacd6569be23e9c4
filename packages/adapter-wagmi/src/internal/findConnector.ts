import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { findConnection } from './findConnection'

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
