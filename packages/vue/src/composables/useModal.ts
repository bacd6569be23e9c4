import type { ViewName } from '@portico/core'
import { type ComputedRef, computed } from 'vue'
import { modalActions } from './modalActions'
import { storeRef } from './storeRef'
import type { UsePorticoReturn } from './UsePorticoReturn'
import { useOwnOpener } from './useOwnOpener'
import { usePorticoClient } from './usePorticoClient'

/**
 * The modal's state as refs, with `open` and `close`.
 * @example
 * const { isOpen, view, open } = useModal()
 */
export type UseModalReturn = UsePorticoReturn & {
  isOpen: ComputedRef<boolean>
  /** True between `open()` and the modal showing. */
  isLoading: ComputedRef<boolean>
  /** The view on top of the history. */
  view: ComputedRef<ViewName>
}

/**
 * Whether the modal is open or loading and which view it shows. Like `usePortico()`, it marks
 * the app as opening the modal itself, so the modal is fetched soon after the page's load.
 * @example
 * const { isOpen } = useModal()
 * watch(isOpen, (open) => console.log(open ? 'opened' : 'closed'))
 */
export function useModal(): UseModalReturn {
  useOwnOpener()
  return useModalState()
}

/**
 * `useModal()` for the kit's own buttons, which announce a click by a hover: it does not mark
 * the app as having an opener of its own.
 * @example
 * const { isOpen, open } = useModalState()
 */
export function useModalState(): UseModalReturn {
  const client = usePorticoClient()
  const modal = storeRef(client.stores.modal, (s) => s)
  const view = storeRef(client.stores.router, (s) => s.view.view)
  return {
    ...modalActions(client),
    isOpen: computed(() => modal.value.open),
    isLoading: computed(() => modal.value.loading),
    view: computed(() => view.value),
  }
}
