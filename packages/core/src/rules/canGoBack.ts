import type { RouterView } from '../types/RouterView'

/**
 * Whether a back step can pop the history (spec §2): not with a single entry, and never while
 * UnsupportedChain is in the history — then going back closes the modal instead.
 * @example
 * canGoBack([{ view: 'Connect' }, { view: 'AllWallets' }]) // true
 * canGoBack([{ view: 'UnsupportedChain' }, { view: 'Networks' }]) // false
 */
export function canGoBack(history: readonly RouterView[]): boolean {
  return history.length > 1 && !history.some((entry) => entry.view === 'UnsupportedChain')
}
