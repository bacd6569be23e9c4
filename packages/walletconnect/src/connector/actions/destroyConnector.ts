import { PairingCancelledError } from '../../errors/PairingCancelledError'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * Cancels the pairing in flight, stops listening and closes the relay connection; the session
 * stays in storage for the next page. A later call loads a fresh provider.
 * @example
 * await destroyConnector(state)
 */
export async function destroyConnector(state: WalletConnectState): Promise<void> {
  state.pairing.clear(new PairingCancelledError())
  state.live = false
  state.unlisten?.()
  state.unlisten = undefined
  const closing = state.provider
  state.provider = undefined
  state.loading = undefined
  if (!closing) return
  closing.client.core.heartbeat.stop()
  await closing.client.core.relayer.transportClose().catch((error: unknown) => {
    state.logger.warn('Portico: closing the WalletConnect relay connection failed', error)
  })
}
