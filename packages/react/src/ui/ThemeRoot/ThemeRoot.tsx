import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { createThemeVariables } from '../../theme/createThemeVariables'

/**
 * Props of {@link ThemeRoot}.
 * @example
 * const props: ThemeRootProps = { mode: 'dark', children: null }
 */
export type ThemeRootProps = {
  /** The scheme to draw (`system` already resolved, see useResolvedThemeMode). */
  mode: ResolvedThemeMode
  variables?: ThemeVariables
  children: ReactNode
}

/**
 * The root element inside a shadow root: carries the `--portico-*` variables of the theme and
 * the typographic base everything else inherits.
 * @example
 * <ThemeRoot mode="light" variables={{ '--portico-accent': '#7b3fe4' }}>…</ThemeRoot>
 */
export function ThemeRoot({ mode, variables, children }: ThemeRootProps) {
  const style = useMemo(
    () => createThemeVariables(mode, variables) as CSSProperties,
    [mode, variables],
  )
  return (
    <div className="portico-root" data-theme={mode} style={style}>
      {children}
    </div>
  )
}
