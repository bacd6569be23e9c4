import type { ChainNamespace } from '@portico/common'
import { usePorticoClient } from './usePorticoClient'

/**
 * What `useDisconnect` returns.
 * @example
 * const { disconnect } = useDisconnect()
 */
export type UseDisconnectReturn = {
  /** Disconnect the active namespace (or `namespace`) and the ones tied to it. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * Disconnects the wallet.
 * @example
 * const { disconnect } = useDisconnect()
 * // <button @click="disconnect()">Sign out</button>
 */
export function useDisconnect(): UseDisconnectReturn {
  const client = usePorticoClient()
  return { disconnect: (options = {}) => client.disconnect(options) }
}
