import type { ResolvedThemeMode, ThemeMode } from '@portico/common'
import { useSyncExternalStore } from 'react'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersLight(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false
  // Dark stays the default: only an explicit light preference turns a system theme light.
  return window.matchMedia('(prefers-color-scheme: light)').matches
}

/**
 * The colour scheme to draw for a theme mode: `dark` and `light` as they are, `system` from
 * the visitor's `prefers-color-scheme`, following changes while the page is open. On the server
 * (and without `matchMedia`) `system` draws dark, the default.
 * @example
 * const mode = useResolvedThemeMode(themeMode) // 'light' on a light-mode phone with 'system'
 */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const light = useSyncExternalStore(subscribe, prefersLight, () => false)
  if (mode !== 'system') return mode
  return light ? 'light' : 'dark'
}
