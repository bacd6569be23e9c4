import { useEffect } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { LazySIWXSignMessageView } from './LazySIWXSignMessageView'

/**
 * With `siwx` configured, fetch the sign-in view's chunk once the modal is up, so the view that
 * follows a connection shows at once instead of a spinner. Without `siwx` nothing is fetched.
 * @example
 * usePrefetchSiwxView() // in the modal
 */
export function usePrefetchSiwxView(): void {
  const client = usePorticoClient()
  const enabled = client.options.siwx !== undefined
  useEffect(() => {
    // Through the lazy view, so a preloaded sign-in view renders at once, without a spinner.
    // A failed prefetch costs nothing: opening the view fetches the chunk again.
    if (enabled) LazySIWXSignMessageView.preload().catch(() => undefined)
  }, [enabled])
}
