import type { CaipNetwork } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { toPorticoError } from '@portico/evm-injected'
import { type Config, connect } from '@wagmi/core'
import { findConnector } from '../internal/findConnector'
import { toAdapterConnection } from '../internal/toAdapterConnection'

/**
 * Connects the wallet behind `connectorId` (asking to use `caipNetwork` when given) and
 * returns the connection; an already connected connector is returned as is.
 * A rejection becomes common's UserRejectedRequestError.
 * @example
 * const { address } = await connectWallet(config, { connectorId: 'io.metamask' })
 */
export async function connectWallet(
  config: Config,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const connector = findConnector(config, parameters.connectorId)
  const existing = config.state.connections.get(connector.uid)
  if (existing && config.state.current === connector.uid) {
    return toAdapterConnection(connector.id, existing)
  }
  const chainId = parameters.caipNetwork?.id
  try {
    const result = await connect(config, {
      connector,
      ...(typeof chainId === 'number' ? { chainId } : {}),
    })
    return toAdapterConnection(connector.id, result)
  } catch (error) {
    throw toPorticoError(error)
  }
}
