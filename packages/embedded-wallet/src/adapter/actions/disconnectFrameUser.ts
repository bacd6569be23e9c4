import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'
import { signOutFrame } from '../internal/signOutFrame'

/**
 * Signs the AUTH connector out (without waiting past the disconnect wait) and tells the
 * provider's listeners.
 * @example
 * await disconnectFrameUser(state)
 */
export async function disconnectFrameUser(state: EmbeddedAdapterState): Promise<void> {
  state.connected = false
  await signOutFrame(state.session)
  state.session.provider.emit('disconnect')
}
