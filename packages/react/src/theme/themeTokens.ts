import type { ResolvedThemeMode } from '@portico/common'

/**
 * The colour tokens the Connect button paints with, per theme mode (the text colour and the
 * accent's focus ring); keys become `--portico-<key>` CSS variables. The accent-derived colour
 * is mixed in CSS so an accent override carries through to it.
 * @example
 * const fg = BUTTON_COLORS.dark.fg // '#f1f3f3'
 */
export const BUTTON_COLORS = {
  dark: {
    fg: '#f1f3f3',
    'accent-text': 'color-mix(in srgb, var(--portico-accent) 80%, #fff)',
  },
  light: {
    fg: '#141616',
    'accent-text': 'color-mix(in srgb, var(--portico-accent) 80%, #000)',
  },
} as const satisfies Record<ResolvedThemeMode, Record<string, string>>

/**
 * Fill for surfaces under white text: the accent darkened to keep 4.5:1 contrast.
 * @example
 * button.style.background = ACCENT_FILL
 */
export const ACCENT_FILL = 'color-mix(in srgb, var(--portico-accent) 84%, #000)'

/**
 * Values of the overridable `themeVariables` when the app sets none.
 * @example
 * DEFAULT_THEME_VARIABLES['--portico-font-size-master'] // '16px'
 */
export const DEFAULT_THEME_VARIABLES = {
  '--portico-font-family':
    "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--portico-font-size-master': '16px',
  '--portico-border-radius-master': '4px',
  '--portico-z-index': '2147483000',
} as const
