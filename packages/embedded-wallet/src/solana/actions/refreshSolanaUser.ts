import { toAccountChange } from '../../adapter/internal/toAccountChange'
import type { EmbeddedSolanaState } from '../EmbeddedSolanaState'
import { connectSolanaUser } from './connectSolanaUser'

/**
 * While the AUTH connector is connected on a cluster, reads the frame's user there again and
 * tells core (once recovery is protected).
 * @example
 * session.refreshUser = { solana: () => refreshSolanaUser(state) }
 */
export async function refreshSolanaUser(state: EmbeddedSolanaState): Promise<void> {
  if (!state.current) return
  const connection = await connectSolanaUser(state, state.current)
  state.context.onAccountChanged(toAccountChange(connection))
}
