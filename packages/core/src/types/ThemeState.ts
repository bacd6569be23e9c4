import type { ThemeMode, ThemeVariables } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Theme of the modal (spec §3): mode (default dark) and CSS variable overrides.
 * @example
 * portico.stores.theme.getState().setThemeMode('light')
 */
export type ThemeState = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables. */
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * The theme store.
 * @example
 * portico.stores.theme.subscribe((s) => applyTheme(s.themeMode, s.themeVariables))
 */
export type ThemeStore = StoreApi<ThemeState>
