import type { Locale, ThemeMode, ThemeVariables } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Theme of the modal (spec §3): mode (default dark), CSS variable overrides and the language
 * it speaks.
 * @example
 * portico.stores.theme.getState().setThemeMode('light')
 * portico.stores.theme.getState().setLocale('ja')
 */
export type ThemeState = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** One of `SUPPORTED_LOCALES`; Arabic and Hebrew lay the modal out right to left. */
  locale: Locale
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables. */
  setThemeVariables(variables: ThemeVariables): void
  /** Another language; a tag the kit does not ship is matched to one it does, else English. */
  setLocale(locale: Locale | string): void
}

/**
 * The theme store.
 * @example
 * portico.stores.theme.subscribe((s) => applyTheme(s.themeMode, s.themeVariables))
 */
export type ThemeStore = StoreApi<ThemeState>
