import type { ViewName } from '@portico/core'
import { useModalState } from './useModalState'
import { useOwnOpener } from './useOwnOpener'
import type { UsePorticoReturn } from './usePortico'

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
 * Whether the modal is open, which view it shows, and open/close. Like `usePortico()`, it marks
 * the page as opening the modal from its own button, so the modal is fetched soon after the load.
 * @example
 * const { isOpen, open } = useModal()
 * if (!isOpen) open()
 */
export function useModal(): UseModalReturn {
  useOwnOpener()
  return useModalState()
}
