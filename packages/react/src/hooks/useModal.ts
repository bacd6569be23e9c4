import type { ViewName } from '@portico/core'
import { shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'
import { type UsePorticoReturn, usePortico } from './usePortico'

/**
 * State of the modal plus the functions to open and close it.
 * @example
 * const { isOpen, view } = useModal()
 */
export type UseModalReturn = UsePorticoReturn & {
  isOpen: boolean
  /** True between `open()` and the modal showing. */
  isLoading: boolean
  /** The view on top of the history. */
  view: ViewName
}

/**
 * Whether the modal is open, which view it shows, and open/close.
 * @example
 * const { isOpen, open } = useModal()
 * if (!isOpen) open()
 */
export function useModal(): UseModalReturn {
  const client = usePorticoClient()
  const actions = usePortico()
  const modal = useStoreValue(
    client.stores.modal,
    (s) => ({ isOpen: s.open, isLoading: s.loading }),
    shallowEqual,
  )
  const view = useStoreValue(client.stores.router, (s) => s.view.view)
  return { ...actions, ...modal, view }
}
