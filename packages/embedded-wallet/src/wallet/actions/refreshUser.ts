import type { ChainNamespace } from '@portico/common'
import type { EmbeddedWalletState } from '../EmbeddedWalletState'

/**
 * Reads the frame's user again into core's account state, for each namespace connected through
 * the AUTH connector (each adapter knows how): after a switch of the preferred account or once
 * recovery is protected.
 * @example
 * await refreshUser(state, ['eip155', 'solana'])
 */
export async function refreshUser(
  state: EmbeddedWalletState,
  namespaces: readonly ChainNamespace[],
): Promise<void> {
  for (const namespace of namespaces) await state.session.refreshUser?.[namespace]?.()
}
