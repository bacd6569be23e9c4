import type { OpenOptions } from '@portico/core'
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
 * Open and close the modal from any component of the app.
 * @example
 * const { open } = usePortico()
 * // <button @click="open()">Sign in</button>
 */
export function usePortico(): UsePorticoReturn {
  const client = usePorticoClient()
  return {
    open: (options) => client.open(options),
    close: (options) => client.close(options),
  }
}
