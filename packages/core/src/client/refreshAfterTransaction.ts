import type { ChainNamespace } from '@portico/common'

/** A second look once the transaction has likely been mined on a chain slower than a devnet. */
export const SECOND_REFRESH_MS = 6000

/**
 * After a transaction the kit sent: the native balance and the token balances read again at
 * once (fresh, past the 30 s cache) and once more a few seconds later, so neither the header
 * nor the Tokens tab shows the balance from before the send. A failed refresh (either) is logged.
 * @example
 * refreshAfterTransaction({ refreshBalance, refreshTokens, after, warn }, 'eip155')
 */
export function refreshAfterTransaction(
  deps: {
    refreshBalance: (namespace: ChainNamespace | undefined) => Promise<void>
    refreshTokens: () => Promise<void>
    after: (ms: number, fn: () => void) => void
    warn: (message: string, error: unknown) => void
  },
  namespace: ChainNamespace | undefined,
): void {
  const refresh = () => {
    void deps
      .refreshBalance(namespace)
      .catch((error: unknown) =>
        deps.warn('Portico: balance refresh after a transaction failed', error),
      )
    // The token rules come in a chunk of their own: a chunk that cannot load (a dropped
    // connection) is logged like a failed read, never left as an unhandled rejection.
    void deps
      .refreshTokens()
      .catch((error: unknown) =>
        deps.warn('Portico: token balance refresh after a transaction failed', error),
      )
  }
  refresh()
  deps.after(SECOND_REFRESH_MS, refresh)
}
