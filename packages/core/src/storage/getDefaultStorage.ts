import type { StorageLike } from '../types/PorticoStorage'

/**
 * The browser's localStorage, or undefined on the server or where access is refused
 * (sandboxed frames, disabled storage). Touches `window` only when called.
 * @example
 * const storage = getDefaultStorage() // undefined under Node
 */
export function getDefaultStorage(): StorageLike | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return window.localStorage ?? undefined
  } catch {
    // Reading the property itself throws when storage is blocked; run without it.
    return undefined
  }
}
