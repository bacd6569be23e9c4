import type { ResolvedThemeMode, ThemeMode } from '@portico/common'
import { useSyncExternalStore } from 'react'
import { prefersLightScheme, resolveThemeMode, watchColorScheme } from '../theme/colorScheme'

/**
 * The colour scheme to draw for a theme mode: `dark` and `light` as they are, `system` from
 * the visitor's `prefers-color-scheme`, following changes while the page is open. On the server
 * (and without `matchMedia`) `system` draws dark, the default.
 * @example
 * const mode = useResolvedThemeMode(themeMode) // 'light' on a light-mode phone with 'system'
 */
export function useResolvedThemeMode(mode: ThemeMode): ResolvedThemeMode {
  const light = useSyncExternalStore(watchColorScheme, prefersLightScheme, () => false)
  return resolveThemeMode(mode, light)
}
