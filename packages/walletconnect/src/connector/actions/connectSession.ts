import type { AdapterConnection } from '@portico/core'
import { connectionOf } from '../internal/connectionOf'
import { loadProvider } from '../internal/loadProvider'
import { pairThrough } from '../internal/pairThrough'
import { settleSession } from '../internal/settleSession'
import type { WalletConnectConnector } from '../WalletConnectConnector'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * Connects `namespace`: the existing session's connection, or a pairing (joined when one is
 * in flight) whose uri goes to the namespace's context and `onPairing`. A new session's other
 * namespaces are reported to their contexts too.
 * @example
 * const connection = await connectSession(state, { namespace: 'eip155', onPairing: showQr })
 */
export async function connectSession(
  state: WalletConnectState,
  parameters: Parameters<WalletConnectConnector['connect']>[0],
): Promise<AdapterConnection> {
  const { namespace, caipNetwork, onPairing } = parameters
  const loaded = await loadProvider(state)
  if (loaded.session) return settleSession(state, namespace, caipNetwork)
  await state.pairing.run(
    (onUri) => pairThrough(state, loaded, onUri, caipNetwork),
    (uri) => {
      state.contexts.get(namespace)?.onWalletConnectUri(uri)
      onPairing?.(uri)
    },
  )
  const connection = settleSession(state, namespace, caipNetwork)
  for (const [other, context] of state.contexts) {
    const extra = other === namespace ? undefined : connectionOf(state, other)
    if (extra) context.onAccountChanged(extra)
  }
  return connection
}
