import type { ChainNamespace } from '@portico/common'
import { useMemo } from 'react'
import { getCurrentAppKit } from '../internal/currentAppKit'

/**
 * What {@link useDisconnect} returns.
 * @example
 * const { disconnect }: UseDisconnectReturn = useDisconnect()
 */
export type UseDisconnectReturn = {
  /** Disconnect the active namespace (or `namespace`) and the ones tied to it. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * Disconnects the wallet.
 * @example
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturn {
  const appKit = getCurrentAppKit()
  return useMemo(
    () => ({ disconnect: (options = {}) => appKit.disconnect(options.namespace) }),
    [appKit],
  )
}
