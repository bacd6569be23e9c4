import type { AdapterContext } from '@portico/core'
import type { ComposedAdapterState } from '../ComposedAdapterState'
import { whenNotLive } from '../internal/whenNotLive'

/**
 * Attaches the session to `context` and sets the inner adapter up with a context of its own:
 * its wallet list follows the WalletConnect entry, and its wallet events are dropped while the
 * session is live on the namespace.
 * @example
 * await setupComposed(state, context)
 */
export async function setupComposed(
  state: ComposedAdapterState,
  context: AdapterContext,
): Promise<void> {
  const { inner, connector } = state
  state.detach = state.walletConnect.attach(context)
  if (!inner) return
  const innerContext: AdapterContext = {
    ...context,
    onConnectorsChanged: (list) => context.onConnectorsChanged([connector, ...list]),
    onAccountChanged: whenNotLive(state, context.onAccountChanged),
    onChainChanged: whenNotLive(state, context.onChainChanged),
    onDisconnected: whenNotLive(state, context.onDisconnected),
  }
  await inner.setup(innerContext)
}
