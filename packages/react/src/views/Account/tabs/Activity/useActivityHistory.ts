import type { CaipNetworkId } from '@portico/common'
import type { Portico } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'

/**
 * What {@link useActivityHistory} returns.
 * @example
 * const { failed, retry }: ActivityHistory = useActivityHistory(client, caipAddress, network)
 */
export type ActivityHistory = {
  /** The last first-page or next-page load failed ('Failed to fetch transactions'). */
  failed: boolean
  retry: () => void
}

/**
 * Loads the active account's history from its first page whenever the account or network
 * changes, and tells a failure (core's ERROR_FETCH_TRANSACTIONS) apart from an empty history.
 * @example
 * const { failed, retry } = useActivityHistory(client, account.caipAddress, caipNetworkId)
 */
export function useActivityHistory(
  client: Portico,
  caipAddress: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
): ActivityHistory {
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(
    () =>
      client.subscribeEvents(({ event }) => {
        if (event.event === 'ERROR_FETCH_TRANSACTIONS') setFailed(true)
      }),
    [client],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account, network or retry starts the list again
  useEffect(() => {
    if (!caipAddress || !caipNetworkId) return
    setFailed(false)
    client.api.fetchTransactions().catch((error: unknown) => {
      client.options.logger.warn('Portico: history not loaded', error)
    })
  }, [client, caipAddress, caipNetworkId, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { failed, retry }
}
