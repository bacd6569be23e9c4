import type { ChainNamespace } from '@portico/common'
import { useCallback } from 'react'
import { usePorticoClient } from './clientHooks'

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
 * Disconnect the wallet.
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Sign out</button>
 */
export function useDisconnect(): UseDisconnectReturn {
  const client = usePorticoClient()
  const disconnect = useCallback(
    (options: { namespace?: ChainNamespace } = {}) => client.disconnect(options),
    [client],
  )
  return { disconnect }
}
