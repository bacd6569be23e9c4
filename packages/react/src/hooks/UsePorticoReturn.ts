import type { OpenOptions } from '@portico/core'

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
