import type { PorticoStores } from '../types/PorticoStores'

/**
 * Calls `sync` now and again whenever the accounts or the connections change, for a watcher
 * that follows the connected accounts; returns the function that stops following.
 * @example
 * const stop = followAccounts(stores, () => console.log(stores.account.getState().accounts))
 */
export function followAccounts(
  stores: Pick<PorticoStores, 'account' | 'connection'>,
  sync: () => void,
): () => void {
  const unsubscribeAccount = stores.account.subscribe(sync)
  const unsubscribeConnection = stores.connection.subscribe(sync)
  sync()
  return () => {
    unsubscribeAccount()
    unsubscribeConnection()
  }
}
