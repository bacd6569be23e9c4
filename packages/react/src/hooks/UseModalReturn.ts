import type { ViewName } from '@portico/core'
import type { UsePorticoReturn } from './UsePorticoReturn'

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
