import { DisconnectError } from '@portico/common'
import { type Config, disconnect } from '@wagmi/core'

/**
 * Disconnects one connector, or every connection of the config when no id is given.
 * Failures become common's DisconnectError ('Failed to disconnect').
 * @example
 * await disconnectWallet(config, { connectorId: 'injected' })
 */
export async function disconnectWallet(
  config: Config,
  parameters: { connectorId?: string | undefined },
): Promise<void> {
  const connections = [...config.state.connections.values()].filter(
    (c) => parameters.connectorId === undefined || c.connector.id === parameters.connectorId,
  )
  try {
    for (const { connector } of connections) {
      const live = config.connectors.find((c) => c.uid === connector.uid) ?? connector
      await disconnect(config, { connector: live })
    }
  } catch (error) {
    throw new DisconnectError({ cause: error })
  }
}
