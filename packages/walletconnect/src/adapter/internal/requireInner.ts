import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * The inner adapter, for a call naming a connector other than WalletConnect; an
 * AdapterOrConnectorNotFoundError when there is none.
 * @example
 * await requireInner(state, params.connectorId).connect(params)
 */
export function requireInner(
  state: ComposedAdapterState,
  connectorId: string | undefined,
): ChainAdapter {
  if (!state.inner)
    throw new AdapterOrConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
  return state.inner
}
