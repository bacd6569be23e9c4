import { type ResolvedThemeMode, THEME_COLORS } from '@portico/common'

/**
 * The rest of a theme mode's colour tokens: the surfaces, borders, muted text and status
 * colours the modal and the account and network buttons use. The backgrounds are spec §9's.
 * A module of its own: reading THEME_COLORS counts as a side effect to a bundler, which would
 * keep this table in any file that imports its module, the Connect button's first load too.
 * @example
 * const bg = SURFACE_COLORS.dark.bg // '#121313'
 */
export const SURFACE_COLORS = {
  dark: {
    bg: THEME_COLORS.background.dark,
    'bg-raised': '#1b1c1c',
    'bg-hover': '#242626',
    'bg-active': '#2c2f2f',
    'bg-overlay': 'rgba(0, 0, 0, 0.56)',
    border: 'rgba(255, 255, 255, 0.08)',
    'border-strong': 'rgba(255, 255, 255, 0.16)',
    'fg-muted': '#9ea4a4',
    'fg-subtle': '#858c8c',
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
    'fg-muted': '#5a6161',
    'fg-subtle': '#687070',
    'accent-soft': 'color-mix(in srgb, var(--portico-accent) 10%, transparent)',
    success: '#0f7a41',
    'success-soft': 'rgba(19, 138, 75, 0.1)',
    error: '#c8202e',
    'error-soft': 'rgba(217, 45, 58, 0.1)',
    warning: '#a35c00',
    shadow: '0 24px 64px rgba(20, 24, 24, 0.16), 0 2px 8px rgba(20, 24, 24, 0.08)',
  },
} as const satisfies Record<ResolvedThemeMode, Record<string, string>>
