import type { RouterView } from '@portico/core'

/**
 * Whether Back pops a view rather than closing (spec §2: a single entry, or UnsupportedChain in
 * the history, closes). Decides if the header shows a back button.
 * TODO: use core's rule once @portico/core exports it.
 * @example
 * canGoBack(router.history)
 */
export function canGoBack(history: readonly RouterView[]): boolean {
  return history.length > 1 && !history.some((entry) => entry.view === 'UnsupportedChain')
}
