import { type ResolvedThemeMode, THEME_COLORS } from '@portico/common'

/**
 * Colour tokens of one theme mode; keys become `--portico-<key>` CSS variables. The
 * backgrounds are spec §9's; the accent-derived colours are mixed in CSS so an accent override
 * carries through to them.
 * @example
 * const bg = MODE_COLORS.dark.bg // '#121313'
 */
export const MODE_COLORS = {
  dark: {
    bg: THEME_COLORS.background.dark,
    'bg-raised': '#1b1c1c',
    'bg-hover': '#242626',
    'bg-active': '#2c2f2f',
    'bg-overlay': 'rgba(0, 0, 0, 0.56)',
    border: 'rgba(255, 255, 255, 0.08)',
    'border-strong': 'rgba(255, 255, 255, 0.16)',
    fg: '#f1f3f3',
    'fg-muted': '#9ea4a4',
    'fg-subtle': '#858c8c',
    'accent-text': 'color-mix(in srgb, var(--portico-accent) 80%, #fff)',
    'accent-soft': 'color-mix(in srgb, var(--portico-accent) 16%, transparent)',
    success: '#3ccf7b',
    'success-soft': 'rgba(60, 207, 123, 0.16)',
    error: '#ff6670',
    'error-soft': 'rgba(255, 102, 112, 0.16)',
    warning: '#f5b14c',
    shadow: '0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.35)',
  },
  light: {
    bg: THEME_COLORS.background.light,
    'bg-raised': '#f4f5f5',
    'bg-hover': '#eceeee',
    'bg-active': '#e2e5e5',
    'bg-overlay': 'rgba(20, 24, 24, 0.2)',
    border: 'rgba(0, 0, 0, 0.08)',
    'border-strong': 'rgba(0, 0, 0, 0.16)',
    fg: '#141616',
    'fg-muted': '#5a6161',
    'fg-subtle': '#687070',
    'accent-text': 'color-mix(in srgb, var(--portico-accent) 80%, #000)',
    'accent-soft': 'color-mix(in srgb, var(--portico-accent) 10%, transparent)',
    success: '#0f7a41',
    'success-soft': 'rgba(19, 138, 75, 0.1)',
    error: '#c8202e',
    'error-soft': 'rgba(217, 45, 58, 0.1)',
    warning: '#a35c00',
    shadow: '0 24px 64px rgba(20, 24, 24, 0.16), 0 2px 8px rgba(20, 24, 24, 0.08)',
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
