import type { OpenOptions } from '@portico/core'
import { modalActions } from './modalActions'
import { useOwnOpener } from './useOwnOpener'
import { usePorticoClient } from './usePorticoClient'

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
 * Open and close the modal from any component of the app. An app that uses it opens the modal
 * from its own button, so the modal is fetched soon after the page's load.
 * @example
 * const { open } = usePortico()
 * // <button @click="open()">Sign in</button>
 */
export function usePortico(): UsePorticoReturn {
  useOwnOpener()
  return modalActions(usePorticoClient())
}
