import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import { type CSSProperties, type ReactNode, useMemo } from 'react'

/**
 * Makes the `--portico-*` variables of a theme mode and the app's overrides: the full set
 * (createThemeVariables) or the Connect button's (createButtonThemeVariables).
 * @example
 * const create: CreateThemeVariables = createThemeVariables
 */
export type CreateThemeVariables = (
  mode: ResolvedThemeMode,
  overrides?: ThemeVariables,
) => Record<`--portico-${string}`, string>

/**
 * Props of {@link ThemeRoot}.
 * @example
 * const props: ThemeRootProps = { mode: 'dark', createVariables: createThemeVariables, children: null }
 */
export type ThemeRootProps = {
  /** The scheme to draw (`system` already resolved, see useResolvedThemeMode). */
  mode: ResolvedThemeMode
  variables?: ThemeVariables
  /** Which variables the root carries: passed in, so a root that needs few loads no more. */
  createVariables: CreateThemeVariables
  /** The language of the text inside, and its direction (Arabic and Hebrew: 'rtl'). */
  lang?: string
  dir?: 'ltr' | 'rtl'
  children: ReactNode
}

/**
 * The root element inside a shadow root: carries the `--portico-*` variables of the theme and
 * the typographic base everything else inherits.
 * @example
 * <ThemeRoot mode="light" createVariables={createThemeVariables} lang="ar" dir="rtl">…</ThemeRoot>
 */
export function ThemeRoot({
  mode,
  variables,
  createVariables,
  lang,
  dir,
  children,
}: ThemeRootProps) {
  const style = useMemo(
    () => createVariables(mode, variables) as CSSProperties,
    [createVariables, mode, variables],
  )
  return (
    <div className="portico-root" data-theme={mode} style={style} lang={lang} dir={dir}>
      {children}
    </div>
  )
}
