import { toWalletConnectError } from '../../errors/toWalletConnectError'
import { loadUniversalProvider } from '../../provider/loadUniversalProvider'
import type { UniversalProvider } from '../../provider/UniversalProvider'
import { listenToProvider } from '../listenToProvider'
import { DEFAULT_RELAY_URL } from '../WalletConnectOptions'
import type { WalletConnectState } from '../WalletConnectState'
import { appMetadata } from './appMetadata'
import { createSessionListeners } from './createSessionListeners'
import { firstContext } from './firstContext'

/**
 * The connector's UniversalProvider: fetched and started on the first call (then listened to),
 * shared by the calls after; a failed load is retried by the next call.
 * @example
 * const provider = await loadProvider(state)
 */
export function loadProvider(state: WalletConnectState): Promise<UniversalProvider> {
  const { options } = state
  state.loading ??= loadUniversalProvider({
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    projectId: options.projectId ?? firstContext(state)?.projectId ?? 'portico',
    metadata: options.metadata ?? appMetadata(firstContext(state)),
    storagePrefix: options.storagePrefix ?? 'portico',
    storage: options.storage,
    logLevel: options.logLevel,
  }).then(
    (loaded) => {
      state.provider = loaded
      state.unlisten = listenToProvider(loaded, createSessionListeners(state), state.logger)
      return loaded
    },
    (error: unknown) => {
      state.loading = undefined
      throw toWalletConnectError(error)
    },
  )
  return state.loading
}
