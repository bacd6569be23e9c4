import type { AdapterContext } from '@portico/core'
import { solanaWallets } from '../internal/findWallet'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { registryOf, type SolanaState } from '../internal/solanaState'
import { toSolanaConnectors } from '../wallet/toSolanaConnectors'

/**
 * Sets the adapter up in the kit: reports the page's Solana wallets as connectors now and
 * whenever one registers or leaves, until the state's stops run, and starts loading
 * `@solana/kit` so the first action does not wait for it.
 * @example
 * watchConnectors(state, context)
 */
export function watchConnectors(state: SolanaState, context: AdapterContext): void {
  state.context = context
  // A failed load is retried by the first action, which reports its own error.
  loadSolanaActions(state).catch(() => undefined)
  const changed = () => context.onConnectorsChanged(toSolanaConnectors(solanaWallets(state)))
  const registry = registryOf(state)
  state.stops.push(registry.on('register', changed), registry.on('unregister', changed))
  changed()
}
