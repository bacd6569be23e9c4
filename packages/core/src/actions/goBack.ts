import type { PorticoInternals } from '../client/PorticoInternals'
import { closeModal } from './closeModal'

/**
 * Go to the previous view; close the modal when the history allows no back step (a single
 * entry, or UnsupportedChain in it).
 * @example
 * goBack(internals)
 */
export function goBack(internals: PorticoInternals): void {
  if (internals.stores.router.getState().goBack() === 'close') closeModal(internals)
}
