import type { ChainNamespace } from '@portico/common'
import type { AppKitButtonContentProps } from './AppKitButtonContent'

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

/**
 * The attributes of an `<appkit-*>` element as button props; values outside AppKit's documented
 * ones are ignored.
 * @example
 * readAttributes(element) // { label: 'Sign in', size: 'sm' }
 */
export function readAttributes(element: Element): AppKitButtonContentProps {
  const get = (name: string) => element.getAttribute(name) ?? undefined
  const size = get('size')
  const balance = get('balance')
  const namespace = get('namespace')
  return {
    label: get('label'),
    loadingLabel: get('loadinglabel'),
    size: size === 'sm' || size === 'md' ? size : undefined,
    balance: balance === 'show' || balance === 'hide' ? balance : undefined,
    namespace:
      namespace && NAMESPACES.includes(namespace) ? (namespace as ChainNamespace) : undefined,
  }
}
