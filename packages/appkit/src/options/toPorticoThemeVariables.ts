import type { ThemeVariables } from '@portico/common'
import type { AppKitThemeVariables } from './AppKitThemeVariables'

const PREFIX = '--w3m-'
const OURS = '--portico-'

/**
 * AppKit theme variables as Portico's: each `--w3m-x` becomes `--portico-x`; names Portico does
 * not know are dropped rather than leaked into the modal's styles.
 * @example
 * toPorticoThemeVariables({ '--w3m-accent': '#00bb7f' }) // { '--portico-accent': '#00bb7f' }
 */
export function toPorticoThemeVariables(variables: AppKitThemeVariables): ThemeVariables {
  return rename(variables, PREFIX, OURS) as ThemeVariables
}

/**
 * Portico theme variables under AppKit's names (what `getThemeVariables` and `useAppKitTheme`
 * report).
 * @example
 * toAppKitThemeVariables({ '--portico-accent': '#00bb7f' }) // { '--w3m-accent': '#00bb7f' }
 */
export function toAppKitThemeVariables(variables: ThemeVariables): AppKitThemeVariables {
  return rename(variables, OURS, PREFIX) as AppKitThemeVariables
}

const KNOWN = new Set([
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
])

function rename(variables: object, from: string, to: string): Record<string, unknown> {
  const renamed: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(variables)) {
    const key = name.startsWith(from) ? name.slice(from.length) : undefined
    if (key !== undefined && KNOWN.has(key) && value !== undefined) renamed[`${to}${key}`] = value
  }
  return renamed
}
