import type { EmbeddedWalletState } from '../EmbeddedWalletState'

/**
 * The frame's session is gone (this device removed, or every session ended): each namespace
 * connected through the AUTH connector ends as after a sign-out, so core clears them all.
 * @example
 * await state.host.request('REMOVE_DEVICE')
 * endConnections(state)
 */
export function endConnections(state: EmbeddedWalletState): void {
  for (const end of Object.values(state.session.endConnection ?? {})) end()
}
