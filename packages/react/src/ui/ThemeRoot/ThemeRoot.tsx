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
  /** The language of the text inside, and its direction (Arabic and Hebrew: 'rtl'). */
  lang?: string
  dir?: 'ltr' | 'rtl'
  children: ReactNode
}

/**
 * The root element inside a shadow root: carries the `--portico-*` variables of the theme and
 * the typographic base everything else inherits.
 * @example
 * <ThemeRoot mode="light" variables={{ '--portico-accent': '#7b3fe4' }} lang="ar" dir="rtl">…</ThemeRoot>
 */
export function ThemeRoot({ mode, variables, lang, dir, children }: ThemeRootProps) {
  const style = useMemo(
    () => createThemeVariables(mode, variables) as CSSProperties,
    [mode, variables],
  )
  return (
    <div className="portico-root" data-theme={mode} style={style} lang={lang} dir={dir}>
      {children}
    </div>
  )
}
