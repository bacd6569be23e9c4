import { AdapterOrConnectorNotFoundError, BaseError } from '@portico/common'
import type { Eip1193Provider } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { findConnection } from './findConnection'

/**
 * The EIP-1193 provider of a connected wagmi connector (`connectorId`, or the current one), for
 * requests the wallet signs. Throws common's AdapterOrConnectorNotFoundError when that
 * connector has no connection, and a BaseError when `address` is not one of its accounts: the
 * wallet is asked to sign only for an account it connected.
 * @example
 * const provider = await connectedProvider(config, { address: from })
 */
export async function connectedProvider(
  config: Config,
  parameters: { connectorId?: string | undefined; address: string; chainId?: number },
): Promise<Eip1193Provider> {
  const connection = findConnection(config, parameters.connectorId)
  if (!connection) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [
        parameters.connectorId ? `Connector: ${parameters.connectorId}` : 'No wallet is connected.',
      ],
    })
  }
  const address = parameters.address.toLowerCase()
  if (!connection.accounts.some((account) => account.toLowerCase() === address)) {
    throw new BaseError(`Account ${parameters.address} is not connected in this wallet.`)
  }
  // The config's own connector: the one in the connection may be a copy from storage.
  const connector =
    config.connectors.find((c) => c.uid === connection.connector.uid) ?? connection.connector
  const { chainId } = parameters
  return (await connector.getProvider(
    chainId === undefined ? undefined : { chainId },
  )) as Eip1193Provider
}
