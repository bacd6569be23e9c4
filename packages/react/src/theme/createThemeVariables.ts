import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import { THEME_COLORS } from '@portico/common'
import { ACCENT_FILL, DEFAULT_THEME_VARIABLES, MODE_COLORS } from './themeTokens'

/**
 * The full set of `--portico-*` CSS variables for a theme mode and the app's overrides.
 * Colours come from the mode; `--portico-color-mix` tints the surfaces by
 * `--portico-color-mix-strength` percent.
 * @example
 * const vars = createThemeVariables('light', { '--portico-accent': '#7b3fe4' })
 * vars['--portico-bg'] // '#fff'
 */
export function createThemeVariables(
  mode: ResolvedThemeMode,
  overrides: ThemeVariables = {},
): Record<`--portico-${string}`, string> {
  const colors = MODE_COLORS[mode]
  const mix = overrides['--portico-color-mix']
  const strength = overrides['--portico-color-mix-strength'] ?? 0
  const vars: Record<`--portico-${string}`, string> = {}
  for (const [key, value] of Object.entries(colors)) {
    const tintable = key.startsWith('bg') && key !== 'bg-overlay'
    vars[`--portico-${key}`] =
      mix && strength > 0 && tintable
        ? `color-mix(in srgb, ${mix} ${clampPercent(strength)}%, ${value})`
        : value
  }
  vars['--portico-color-scheme'] = mode
  vars['--portico-accent'] = overrides['--portico-accent'] ?? THEME_COLORS.accent
  vars['--portico-accent-fill'] = ACCENT_FILL
  vars['--portico-font-family'] =
    overrides['--portico-font-family'] ?? DEFAULT_THEME_VARIABLES['--portico-font-family']
  vars['--portico-font-size-master'] =
    overrides['--portico-font-size-master'] ?? DEFAULT_THEME_VARIABLES['--portico-font-size-master']
  vars['--portico-border-radius-master'] =
    overrides['--portico-border-radius-master'] ??
    DEFAULT_THEME_VARIABLES['--portico-border-radius-master']
  vars['--portico-z-index'] = String(
    overrides['--portico-z-index'] ?? DEFAULT_THEME_VARIABLES['--portico-z-index'],
  )
  if (overrides['--portico-qr-color']) vars['--portico-qr-color'] = overrides['--portico-qr-color']
  return vars
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value))
}
