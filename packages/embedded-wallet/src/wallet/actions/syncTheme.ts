import type { ThemeMode, ThemeVariables } from '@portico/common'
import type { EmbeddedWalletState } from '../EmbeddedWalletState'

/**
 * Remembers the theme (with 'system' resolved from the page's colour scheme) and tells the
 * frame once it is ready; a frame that fails to load is told when it loads again.
 * @example
 * syncTheme(state, 'system', { '--portico-accent': '#3b99fc' })
 */
export function syncTheme(
  state: EmbeddedWalletState,
  themeMode: ThemeMode,
  themeVariables: ThemeVariables,
): void {
  const { host } = state
  const view = host.iframe.ownerDocument.defaultView
  const resolved =
    themeMode === 'system'
      ? view?.matchMedia?.('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark'
      : themeMode
  state.theme = { themeMode: resolved, themeVariables }
  const current = state.theme
  host
    .ready()
    .then(() => host.request('SYNC_THEME', current))
    .catch(() => {})
}
