import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'
import { toAccountChange } from '../internal/toAccountChange'
import { connectFrameUser } from './connectFrameUser'

/**
 * While the AUTH connector is connected, reads the frame's user again and tells the provider's
 * listeners and core (after a preferred-account switch, once recovery is protected).
 * @example
 * session.refreshUser = { eip155: () => refreshFrameUser(state) }
 */
export async function refreshFrameUser(state: EmbeddedAdapterState): Promise<void> {
  if (!state.connected) return
  const connection = await connectFrameUser(state, state.session.chainId)
  state.session.provider.emit('accountsChanged', [connection.address])
  state.context.onAccountChanged(toAccountChange(connection))
}
