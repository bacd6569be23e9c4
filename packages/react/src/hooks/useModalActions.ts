import { useMemo } from 'react'
import { usePorticoClient } from './clientHooks'
import type { UsePorticoReturn } from './UsePorticoReturn'

/**
 * Open and close, for the kit's own buttons: unlike `usePortico()` it does not mark the page as
 * having an opener of its own, since a kit button announces its click by a hover.
 * @example
 * const { open } = useModalActions()
 */
export function useModalActions(): UsePorticoReturn {
  const client = usePorticoClient()
  return useMemo(
    () => ({
      open: (options) => client.open(options),
      close: (options) => client.close(options),
    }),
    [client],
  )
}
