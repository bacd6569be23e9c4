import { useEffect } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { LazyAccountView } from './LazyAccountView'

/**
 * Fetches the account view's chunk once a wallet is connecting or connected, so the view that
 * follows a connection (or the modal of a returning visitor) shows at once instead of a spinner.
 * A visitor who only opens the modal to look fetches nothing for it.
 * @example
 * usePrefetchAccountView() // in the modal
 */
export function usePrefetchAccountView(): void {
  const client = usePorticoClient()
  const wanted = useStoreValue(client.stores.connection, (s) =>
    Object.values(s.status).some((status) => status !== 'disconnected'),
  )
  useEffect(() => {
    // Through the lazy view, so a preloaded view renders at once. A failed prefetch costs
    // nothing: opening the view fetches the chunk again.
    if (wanted) LazyAccountView.preload().catch(() => undefined)
  }, [wanted])
}
