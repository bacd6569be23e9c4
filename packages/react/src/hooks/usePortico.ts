import type { OpenOptions } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoClient } from './clientHooks'

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
 * Open and close the modal from anywhere inside `<PorticoProvider>`.
 * @example
 * const { open } = usePortico()
 * return <button onClick={() => open()}>Sign in</button>
 */
export function usePortico(): UsePorticoReturn {
  const client = usePorticoClient()
  return useMemo(
    () => ({
      open: (options) => client.open(options),
      close: (options) => client.close(options),
    }),
    [client],
  )
}
