import { createFrameHost } from '../frame/createFrameHost'
import { createFrameProvider } from './createFrameProvider'
import type { EmbeddedWalletOptions } from './EmbeddedWalletOptions'
import type { EmbeddedWalletState } from './EmbeddedWalletState'

/**
 * The state of a new embedded wallet: its frame host (whose iframe starts loading on first use)
 * and the session the AUTH connectors share, with its EIP-1193 provider over the frame.
 * @example
 * const state = createEmbeddedWalletState({ frameUrl, chainId: 31337, showAlert, sdkType, sdkVersion })
 */
export function createEmbeddedWalletState(options: EmbeddedWalletOptions): EmbeddedWalletState {
  const host = createFrameHost({
    frameUrl: options.frameUrl,
    projectId: options.projectId,
    chainId: options.chainId,
    onAlert: options.showAlert,
    ...(options.document && { document: options.document }),
    ...(options.timeouts && { timeouts: options.timeouts }),
    ...(options.onIgnoredMessage && { onIgnoredMessage: options.onIgnoredMessage }),
  })
  const state: EmbeddedWalletState = {
    options,
    now: options.now ?? Date.now,
    host,
    session: {
      host,
      chainId: options.chainId,
      provider: createFrameProvider(host, () => state.session.chainId),
      ...(options.timeouts?.disconnectWait !== undefined && {
        disconnectWaitMs: options.timeouts.disconnectWait,
      }),
    },
    email: undefined,
    lastEmailAt: undefined,
    theme: undefined,
    shown: false,
  }
  return state
}
