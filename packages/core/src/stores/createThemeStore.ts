import type { ThemeMode, ThemeVariables } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ThemeState, ThemeStore } from '../types/ThemeState'

/**
 * Theme mode and variables of one instance.
 * @example
 * const theme = createThemeStore({ themeMode: 'dark', themeVariables: {} })
 * theme.getState().setThemeMode('light')
 */
export function createThemeStore(initial: {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}): ThemeStore {
  return createStore<ThemeState>()((set, get) => ({
    ...initial,
    setThemeMode: (themeMode) => set({ themeMode }),
    setThemeVariables(variables) {
      set({ themeVariables: { ...get().themeVariables, ...variables } })
    },
  }))
}
