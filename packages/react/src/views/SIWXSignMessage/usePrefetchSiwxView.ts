import { useEffect } from 'react'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { loadSIWXSignMessageView } from './loadSIWXSignMessageView'

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
    if (enabled) loadSIWXSignMessageView().catch(() => undefined)
  }, [enabled])
}
