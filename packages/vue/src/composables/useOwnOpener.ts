import { inject } from 'vue'
import { porticoOpenIntentKey } from '../plugin/porticoOpenIntentKey'

/**
 * Marks the page as opening the modal from a button of its own (the kit cannot see its hover),
 * so the plugin fetches the modal and starts the client soon after the load: the public
 * composables that hand the app `open()` call it, the kit's own buttons do not.
 * @example
 * useOwnOpener()
 */
export function useOwnOpener(): void {
  inject(porticoOpenIntentKey, null)?.expect()
}
