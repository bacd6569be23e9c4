import type { ResolvedThemeMode, ThemeMode } from '@portico/common'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * Calls `onChange` when the visitor's colour-scheme preference changes; returns what stops it.
 * Does nothing on the server or without `matchMedia`.
 * @example
 * const stop = watchColorScheme(() => redraw())
 */
export function watchColorScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked for a light colour scheme. Dark stays the default: only an explicit
 * light preference turns a system theme light (and the server draws dark).
 * @example
 * prefersLightScheme() // true on a light-mode phone
 */
export function prefersLightScheme(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia('(prefers-color-scheme: light)').matches
}

/**
 * The colour scheme to draw for a theme mode: `dark` and `light` as they are, `system` from the
 * light preference.
 * @example
 * resolveThemeMode('system', prefersLightScheme()) // 'light' on a light-mode phone
 */
export function resolveThemeMode(mode: ThemeMode, prefersLight: boolean): ResolvedThemeMode {
  if (mode !== 'system') return mode
  return prefersLight ? 'light' : 'dark'
}
