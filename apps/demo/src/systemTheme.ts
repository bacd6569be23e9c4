import type { ResolvedThemeMode } from '@portico/common'
import { useSyncExternalStore } from 'react'

const LIGHT_QUERY = '(prefers-color-scheme: light)'

/**
 * The visitor's system colour scheme, as the kit draws its `system` theme: light only when the
 * system asks for light.
 * @example
 * document.documentElement.dataset.theme = readStoredTheme(() => localStorage) ?? systemTheme()
 */
export function systemTheme(): ResolvedThemeMode {
  return window.matchMedia?.(LIGHT_QUERY).matches ? 'light' : 'dark'
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(LIGHT_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/**
 * {@link systemTheme}, following changes while the page is open.
 * @example
 * const system = useSystemTheme() // 'light' on a light-mode laptop
 */
export function useSystemTheme(): ResolvedThemeMode {
  return useSyncExternalStore(subscribe, systemTheme, () => 'dark')
}
