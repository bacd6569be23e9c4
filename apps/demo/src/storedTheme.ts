import type { ResolvedThemeMode } from '@portico/common'

/** Where the demo keeps the theme picked with its toggle. */
const KEY = 'portico-demo:theme'

/**
 * The theme the visitor picked with the demo's toggle on an earlier visit, if any. Anything else
 * in the slot (an old or hand-edited value) counts as no choice; a storage that cannot be read
 * (blocked cookies, a sandboxed frame: even reaching `localStorage` throws there, hence the
 * getter) is logged and counts as no choice too.
 * @example
 * const themeMode = readStoredTheme(() => window.localStorage) ?? 'system'
 */
export function readStoredTheme(
  storage: () => Pick<Storage, 'getItem'>,
): ResolvedThemeMode | undefined {
  try {
    const value = storage().getItem(KEY)
    return value === 'dark' || value === 'light' ? value : undefined
  } catch (error) {
    console.warn('Portico demo: the stored theme could not be read', error)
    return undefined
  }
}

/**
 * Remembers the theme picked with the demo's toggle for the next visit; a storage that refuses
 * it is logged and ignored (the choice then lasts until the page closes).
 * @example
 * storeTheme(() => window.localStorage, 'light')
 */
export function storeTheme(
  storage: () => Pick<Storage, 'setItem'>,
  theme: ResolvedThemeMode,
): void {
  try {
    storage().setItem(KEY, theme)
  } catch (error) {
    console.warn('Portico demo: the theme could not be stored', error)
  }
}
