/**
 * Colour scheme of the modal.
 * @example
 * const mode: ThemeMode = 'dark'
 */
export type ThemeMode = 'dark' | 'light'

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
