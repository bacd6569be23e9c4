import type { ThemeMode, ThemeVariables } from '@portico/common'
import { shallowEqual, usePorticoClient, useStoreValue } from './clientHooks'

/**
 * The modal's theme and its setters.
 * @example
 * const { themeMode, setThemeMode } = useTheme()
 */
export type UseThemeReturn = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables. */
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * Read and change the theme of the modal and buttons.
 * @example
 * const { themeMode, setThemeMode } = useTheme()
 * return <button onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 */
export function useTheme(): UseThemeReturn {
  const client = usePorticoClient()
  return useStoreValue(
    client.stores.theme,
    (s) => ({
      themeMode: s.themeMode,
      themeVariables: s.themeVariables,
      setThemeMode: s.setThemeMode,
      setThemeVariables: s.setThemeVariables,
    }),
    shallowEqual,
  )
}
