import type { ThemeMode, ThemeVariables } from '@portico/common'
import { type ComputedRef, computed } from 'vue'
import { storeRef } from './storeRef'
import { usePorticoClient } from './usePorticoClient'

/**
 * The theme as refs, with its setters.
 * @example
 * const { themeMode, setThemeMode } = useTheme()
 */
export type UseThemeReturn = {
  themeMode: ComputedRef<ThemeMode>
  themeVariables: ComputedRef<ThemeVariables>
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables. */
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * The modal's theme mode and variables, and how to change them.
 * @example
 * const { setThemeMode } = useTheme()
 * setThemeMode('light')
 */
export function useTheme(): UseThemeReturn {
  const client = usePorticoClient()
  const theme = storeRef(client.stores.theme, (s) => s)
  return {
    themeMode: computed(() => theme.value.themeMode),
    themeVariables: computed(() => theme.value.themeVariables),
    setThemeMode: (mode) => client.stores.theme.getState().setThemeMode(mode),
    setThemeVariables: (variables) => client.stores.theme.getState().setThemeVariables(variables),
  }
}
