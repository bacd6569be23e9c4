import type { WalletConnectState } from '../WalletConnectState'
import { WALLET_CONNECT_CONNECTOR_ID } from './WALLET_CONNECT_CONNECTOR_ID'

/**
 * The session is over: every attached namespace hears it disconnected.
 * @example
 * if (state.live) endSession(state)
 */
export function endSession(state: WalletConnectState): void {
  state.live = false
  for (const context of state.contexts.values()) {
    context.onDisconnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  }
}
