import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import { createButtonThemeVariables } from './createButtonThemeVariables'
import { SURFACE_COLORS } from './surfaceColors'

/**
 * The full set of `--portico-*` CSS variables for a theme mode and the app's overrides: the
 * Connect button's ({@link createButtonThemeVariables}) and the surfaces'.
 * `--portico-color-mix` tints the surfaces by `--portico-color-mix-strength` percent.
 * @example
 * const vars = createThemeVariables('light', { '--portico-accent': '#7b3fe4' })
 * vars['--portico-bg'] // '#fff'
 */
export function createThemeVariables(
  mode: ResolvedThemeMode,
  overrides: ThemeVariables = {},
): Record<`--portico-${string}`, string> {
  const vars = createButtonThemeVariables(mode, overrides)
  const mix = overrides['--portico-color-mix']
  const strength = overrides['--portico-color-mix-strength'] ?? 0
  for (const [key, value] of Object.entries(SURFACE_COLORS[mode])) {
    const tintable = key.startsWith('bg') && key !== 'bg-overlay'
    vars[`--portico-${key}`] =
      mix && strength > 0 && tintable
        ? `color-mix(in srgb, ${mix} ${clampPercent(strength)}%, ${value})`
        : value
  }
  return vars
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value))
}
