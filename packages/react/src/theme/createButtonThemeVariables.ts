import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import { THEME_COLORS } from '@portico/common'
import { ACCENT_FILL, BUTTON_COLORS, DEFAULT_THEME_VARIABLES } from './themeTokens'

/**
 * The `--portico-*` CSS variables the Connect button paints with, for a theme mode and the app's
 * overrides: the colour scheme, the accent and its fill, the text colour and the type and radius
 * masters. {@link createThemeVariables} adds the surfaces to them; the button's shadow root takes
 * only these, so a page loads the full palette with the parts that draw it.
 * @example
 * const vars = createButtonThemeVariables('light', { '--portico-accent': '#7b3fe4' })
 * vars['--portico-accent'] // '#7b3fe4'
 */
export function createButtonThemeVariables(
  mode: ResolvedThemeMode,
  overrides: ThemeVariables = {},
): Record<`--portico-${string}`, string> {
  const vars: Record<`--portico-${string}`, string> = {}
  for (const [key, value] of Object.entries(BUTTON_COLORS[mode])) vars[`--portico-${key}`] = value
  vars['--portico-color-scheme'] = mode
  vars['--portico-accent'] = overrides['--portico-accent'] ?? THEME_COLORS.accent
  vars['--portico-accent-fill'] = ACCENT_FILL
  // The masters the app may override (font, sizes, radius, z-index), each with its default.
  for (const [key, value] of Object.entries(DEFAULT_THEME_VARIABLES) as [
    keyof typeof DEFAULT_THEME_VARIABLES,
    string,
  ][]) {
    vars[key] = String(overrides[key] ?? value)
  }
  if (overrides['--portico-qr-color']) vars['--portico-qr-color'] = overrides['--portico-qr-color']
  return vars
}
