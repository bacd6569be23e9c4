import type { Portico } from '@portico/core'
import { useEffect, useState } from 'react'

/**
 * Asks core for the account's balances through the gateway (native balance for the header,
 * tokens for the Tokens tab) when the account or network changes; true while that runs.
 * Failures are core's: the 'Token Balance Unavailable' toast and its 30 s retry guard.
 * @example
 * const loading = useTokenBalances(client, caipAddress, caipNetworkId)
 */
export function useTokenBalances(
  client: Portico,
  caipAddress: string | undefined,
  caipNetworkId: string | undefined,
): boolean {
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!caipAddress || !caipNetworkId) return
    let active = true
    setLoading(true)
    void client.api.fetchTokenBalances().finally(() => {
      if (active) setLoading(false)
    })
    return () => {
      active = false
    }
  }, [client, caipAddress, caipNetworkId])
  return loading
}
