import { CHAIN_NAMESPACES } from '@portico/common'

/**
 * The custom elements of this package and the buttons of `@portico/react` they render.
 * @example
 * const kind: PorticoElementKind = 'portico-button'
 */
export type PorticoElementKind =
  | 'portico-button'
  | 'portico-network-button'
  | 'portico-account-button'

/** The attributes each element reads (kebab-case, as written in HTML). */
export const ELEMENT_ATTRIBUTES: Record<PorticoElementKind, readonly string[]> = {
  'portico-button': ['label', 'loading-label', 'size', 'namespace', 'when-connected'],
  'portico-network-button': ['label'],
  'portico-account-button': ['balance', 'namespace'],
}

/**
 * Props of the button an element renders, read from its attributes. A value the button does not
 * take is left out (the button's default applies) and reported through `warn`, so a typo in
 * the HTML says what is wrong instead of breaking the button.
 * @example
 * elementProps('portico-button', { size: 'sm', label: 'Sign in' }, console.warn)
 * // { size: 'sm', label: 'Sign in' }
 */
export function elementProps(
  kind: PorticoElementKind,
  attributes: Readonly<Record<string, string | null>>,
  warn: (message: string) => void,
): Record<string, string> {
  const props: Record<string, string> = {}
  const oneOf = (name: string, prop: string, allowed: readonly string[]) => {
    const value = attributes[name]
    if (value === null || value === undefined) return
    if (allowed.includes(value)) props[prop] = value
    else warn(`<${kind}> ignores ${name}="${value}": expected ${allowed.join(', ')}`)
  }
  const text = (name: string, prop: string) => {
    const value = attributes[name]
    if (value !== null && value !== undefined && value.trim() !== '') props[prop] = value
  }
  switch (kind) {
    case 'portico-button':
      text('label', 'label')
      text('loading-label', 'loadingLabel')
      oneOf('size', 'size', ['md', 'sm'])
      oneOf('namespace', 'namespace', CHAIN_NAMESPACES)
      oneOf('when-connected', 'whenConnected', ['account', 'hide'])
      break
    case 'portico-network-button':
      text('label', 'label')
      break
    case 'portico-account-button':
      oneOf('balance', 'balance', ['show', 'hide'])
      oneOf('namespace', 'namespace', CHAIN_NAMESPACES)
      break
  }
  return props
}
