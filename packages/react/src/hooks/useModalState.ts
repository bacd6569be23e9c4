import { shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'
import type { UseModalReturn } from './UseModalReturn'
import { useModalActions } from './useModalActions'

/**
 * The modal's state and actions for the kit's own components (`useModal()` without marking the
 * page as having an opener of its own).
 * @example
 * const { open, isOpen } = useModalState()
 */
export function useModalState(): UseModalReturn {
  const client = usePorticoClient()
  const actions = useModalActions()
  const modal = useStoreValue(
    client.stores.modal,
    (s) => ({ isOpen: s.open, isLoading: s.loading }),
    shallowEqual,
  )
  const view = useStoreValue(client.stores.router, (s) => s.view.view)
  return { ...actions, ...modal, view }
}
