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
