import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'

/**
 * The frame's session ended without a sign-out from core: the provider's listeners and core
 * hear the AUTH connector disconnected. Nothing happens when it was not connected.
 * @example
 * session.endConnection = { eip155: () => endFrameConnection(state) }
 */
export function endFrameConnection(state: EmbeddedAdapterState): void {
  if (!state.connected) return
  state.connected = false
  state.session.provider.emit('disconnect')
  state.context.onDisconnected({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
}
