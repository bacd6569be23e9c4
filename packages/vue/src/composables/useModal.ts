import type { ViewName } from '@portico/core'
import { type ComputedRef, computed } from 'vue'
import { storeRef } from './storeRef'
import { type UsePorticoReturn, usePortico } from './usePortico'
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
 * Whether the modal is open or loading and which view it shows.
 * @example
 * const { isOpen } = useModal()
 * watch(isOpen, (open) => console.log(open ? 'opened' : 'closed'))
 */
export function useModal(): UseModalReturn {
  const client = usePorticoClient()
  const modal = storeRef(client.stores.modal, (s) => s)
  const view = storeRef(client.stores.router, (s) => s.view.view)
  return {
    ...usePortico(),
    isOpen: computed(() => modal.value.open),
    isLoading: computed(() => modal.value.loading),
    view: computed(() => view.value),
  }
}
