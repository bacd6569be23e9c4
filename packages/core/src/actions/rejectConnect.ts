import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAdapter } from '../client/requireAdapter'
import { resolveNamespace } from '../client/resolveNamespace'
import type { ConnectParams } from '../types/Portico'

/**
 * Throws why `connect` cannot start: no namespace to work on
 * (ChainRequiredForConnectionClientError), no adapter for it (ChainAdapterNotFoundError), or no
 * such connector (AdapterOrConnectorNotFoundError). Fetched with the deferred actions: a page
 * that connects as it should never loads these errors.
 * @example
 * if (!connector) return (await loadActions()).rejectConnect(internals, params)
 */
export function rejectConnect(internals: PorticoInternals, params: ConnectParams): never {
  const namespace = resolveNamespace(internals, params.namespace)
  requireAdapter(internals, namespace)
  throw new AdapterOrConnectorNotFoundError({
    metaMessages: [`Connector: ${params.connectorId}`],
  })
}
