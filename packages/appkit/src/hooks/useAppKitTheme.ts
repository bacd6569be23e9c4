import type { ThemeMode } from '@portico/common'
import type { AppKitThemeVariables } from '../options/AppKitThemeVariables'
import { useAppKitValue } from './useAppKitValue'

/**
 * What {@link useAppKitTheme} returns.
 * @example
 * const { themeMode, setThemeMode }: UseAppKitThemeReturn = useAppKitTheme()
 */
export type UseAppKitThemeReturn = {
  themeMode: ThemeMode
  /** Under AppKit's `--w3m-*` names. */
  themeVariables: AppKitThemeVariables
  setThemeMode(mode: ThemeMode): void
  /** Merged over the current variables. */
  setThemeVariables(variables: AppKitThemeVariables): void
}

/**
 * The theme mode and variables, and their setters.
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAppKitTheme(): UseAppKitThemeReturn {
  return useAppKitValue((appKit) => ({
    themeMode: appKit.getThemeMode(),
    themeVariables: appKit.getThemeVariables(),
    setThemeMode: appKit.setThemeMode,
    setThemeVariables: appKit.setThemeVariables,
  }))
}
