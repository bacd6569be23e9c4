import { useRef, useSyncExternalStore } from 'react'
import type { AppKit } from '../AppKit'
import { getCurrentAppKit } from '../internal/currentAppKit'
import { sameValue } from '../internal/sameValue'

/**
 * A value read from the current AppKit instance, re-rendering when it changes (as data).
 * @example
 * const open = useAppKitValue((appKit) => appKit.getState().open)
 */
export function useAppKitValue<T>(read: (appKit: AppKit) => T): T {
  const appKit = getCurrentAppKit()
  const cache = useRef<{ value: T } | null>(null)
  const getSnapshot = (): T => {
    const next = read(appKit)
    if (cache.current && sameValue(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(appKit.watch, getSnapshot, getSnapshot)
}
