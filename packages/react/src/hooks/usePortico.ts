import type { OpenOptions } from '@portico/core'
import { useModalActions } from './useModalActions'
import { useOwnOpener } from './useOwnOpener'

/**
 * Functions that open and close the modal.
 * @example
 * const { open, close } = usePortico()
 * open({ view: { view: 'Networks' } })
 */
export type UsePorticoReturn = {
  /** Open the modal: Account when connected, else Connect, unless `view` says otherwise. */
  open(options?: OpenOptions): Promise<void>
  /** Close the modal where the rules allow (not on ApproveTransaction unless forced). */
  close(options?: { force?: boolean }): void
}

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
