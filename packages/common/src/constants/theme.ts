import type { ResolvedThemeMode, ThemeMode } from '../types/Theme'

/**
 * Theme mode used when the app sets none (spec §3).
 * @example const mode = options.themeMode ?? DEFAULT_THEME_MODE
 */
export const DEFAULT_THEME_MODE = 'dark' as const satisfies ThemeMode

/**
 * Base colours of the modal (spec §9): blue accent, background per mode.
 * @example style.setProperty('--portico-background', THEME_COLORS.background[mode])
 */
export const THEME_COLORS = {
  accent: '#0988f0',
  background: { dark: '#121313', light: '#fff' },
} as const satisfies { accent: string; background: Record<ResolvedThemeMode, string> }
