import type { UsePorticoReturn } from './UsePorticoReturn'
import { useModalActions } from './useModalActions'
import { useOwnOpener } from './useOwnOpener'

/**
 * Open and close the modal from anywhere inside `<PorticoProvider>`. A page that uses it has an
 * opener of its own, whose hover the kit cannot see: the modal and the client are fetched at the
 * first idle moment after the page's load (not after 5 idle seconds), so its click opens at once.
 * @example
 * const { open } = usePortico()
 * return <button onClick={() => open()}>Sign in</button>
 */
export function usePortico(): UsePorticoReturn {
  useOwnOpener()
  return useModalActions()
}
