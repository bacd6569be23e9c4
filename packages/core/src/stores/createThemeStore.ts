import { type Locale, matchLocale, type ThemeMode, type ThemeVariables } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ThemeState, ThemeStore } from '../types/ThemeState'

/**
 * Theme mode, variables and language of one instance.
 * @example
 * const theme = createThemeStore({ themeMode: 'dark', themeVariables: {}, locale: 'en' })
 * theme.getState().setThemeMode('light')
 */
export function createThemeStore(initial: {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: Locale
}): ThemeStore {
  return createStore<ThemeState>()((set, get) => ({
    ...initial,
    setThemeMode: (themeMode) => set({ themeMode }),
    setThemeVariables(variables) {
      set({ themeVariables: { ...get().themeVariables, ...variables } })
    },
    // A tag from elsewhere (a site's own language switch) may carry a region: 'fr-CA' is 'fr'.
    setLocale: (locale) => set({ locale: matchLocale([locale]) }),
  }))
}
