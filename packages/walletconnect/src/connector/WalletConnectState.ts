import type { ChainNamespace } from '@portico/common'
import type { AdapterContext, PorticoLogger } from '@portico/core'
import type { UniversalProvider } from '../provider/UniversalProvider'
import type { PairingSlot } from './createPairingSlot'
import type { WalletConnectOptions } from './WalletConnectOptions'

/**
 * Everything one WalletConnect connector holds, made once by {@link createWalletConnectState}
 * and passed to each of its actions: the adapters' contexts by namespace, the pairing in
 * progress, and the UniversalProvider once it is loaded.
 * @example
 * const state = createWalletConnectState({ relayUrl: 'ws://127.0.0.1:8788' })
 * await connectSession(state, { namespace: 'eip155' })
 */
export type WalletConnectState = {
  readonly options: WalletConnectOptions
  /** The attached adapters' contexts, by namespace. */
  readonly contexts: Map<ChainNamespace, AdapterContext>
  readonly pairing: PairingSlot
  readonly logger: PorticoLogger
  provider: UniversalProvider | undefined
  /** The provider's load in progress or done; cleared when it fails or the connector ends. */
  loading: Promise<UniversalProvider> | undefined
  /** Stops listening to the provider's session events. */
  unlisten: (() => void) | undefined
  /** Session events reach the stores only once a connect or restore has reported the session. */
  live: boolean
}
