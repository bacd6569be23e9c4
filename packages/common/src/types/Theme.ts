/**
 * Colour scheme of the modal: dark, light, or `system` to follow the visitor's
 * `prefers-color-scheme` (and its changes while the page is open).
 * @example
 * const mode: ThemeMode = 'system'
 */
export type ThemeMode = 'dark' | 'light' | 'system'

/**
 * The colour scheme actually drawn: `system` resolved against `prefers-color-scheme`.
 * @example
 * const drawn: ResolvedThemeMode = 'light'
 */
export type ResolvedThemeMode = 'dark' | 'light'

/**
 * Overrides for the modal's CSS variables.
 * @example
 * const vars: ThemeVariables = { '--portico-accent': '#ff00aa', '--portico-z-index': 1000 }
 */
export type ThemeVariables = {
  '--portico-font-family'?: string
  '--portico-accent'?: string
  '--portico-color-mix'?: string
  '--portico-color-mix-strength'?: number
  '--portico-font-size-master'?: string
  '--portico-border-radius-master'?: string
  '--portico-z-index'?: number
  '--portico-qr-color'?: string
}
