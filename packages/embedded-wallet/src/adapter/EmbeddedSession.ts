import type { ChainNamespace } from '@portico/common'
import type { AdapterContext } from '@portico/core'
import type { FrameHost } from '../frame/FrameHost'
import type { FrameProvider } from '../wallet/createFrameProvider'

/**
 * What the adapters share with the rest of the embedded wallet.
 * @example
 * const session: EmbeddedSession = { host, chainId: 31337, provider: createFrameProvider(host, () => 31337) }
 */
export type EmbeddedSession = {
  host: FrameHost
  provider: FrameProvider
  chainId: number | string
  /** How long sign-out may take before the disconnect goes on without it (spec §9). */
  disconnectWaitMs?: number
  /** Core's callbacks, once `wrap` made the adapter: where a preferred-account switch goes. */
  context?: AdapterContext
  /**
   * Per namespace, how its adapter reads the frame's user again and reports it to core while its
   * AUTH connection is up (after a preferred-account switch, once recovery is protected); set by
   * the adapters `wrap` makes.
   */
  refreshUser?: Partial<Record<ChainNamespace, () => Promise<void>>>
  /**
   * Per namespace, how its adapter ends its AUTH connection when the frame's session ended
   * without a sign-out from core (this device removed, every session signed out): core clears
   * the namespace as after a disconnect. Set by the adapters `wrap` makes.
   */
  endConnection?: Partial<Record<ChainNamespace, () => void>>
}
