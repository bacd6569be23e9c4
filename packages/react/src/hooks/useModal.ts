import type { UseModalReturn } from './UseModalReturn'
import { useModalState } from './useModalState'
import { useOwnOpener } from './useOwnOpener'

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
