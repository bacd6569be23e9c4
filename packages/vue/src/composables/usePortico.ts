import { modalActions } from './modalActions'
import type { UsePorticoReturn } from './UsePorticoReturn'
import { useOwnOpener } from './useOwnOpener'
import { usePorticoClient } from './usePorticoClient'

/**
 * Open and close the modal from any component of the app. An app that uses it opens the modal
 * from its own button, so the modal is fetched soon after the page's load.
 * @example
 * const { open } = usePortico()
 * // <button @click="open()">Sign in</button>
 */
export function usePortico(): UsePorticoReturn {
  useOwnOpener()
  return modalActions(usePorticoClient())
}
