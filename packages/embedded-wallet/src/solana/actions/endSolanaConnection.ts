import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'

/**
 * The frame's session ended without a sign-out from core: core hears the Solana AUTH
 * connection disconnected. Nothing happens when it was not connected.
 * @example
 * session.endConnection = { solana: () => endSolanaConnection(state) }
 */
export function endSolanaConnection(state: EmbeddedSolanaState): void {
  if (!state.current) return
  state.current = undefined
  state.context.onDisconnected({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
}
