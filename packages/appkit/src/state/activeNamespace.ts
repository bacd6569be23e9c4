import type { ChainNamespace } from '@portico/common'
import type { Portico } from '@portico/core'

/**
 * The namespace AppKit's getters read when none is given: the active one, else the first
 * adapter's, else eip155.
 * @example
 * activeNamespace(appKit.portico) // 'eip155'
 */
export function activeNamespace(portico: Portico, requested?: ChainNamespace): ChainNamespace {
  return (
    requested ??
    portico.stores.chain.getState().activeNamespace ??
    portico.options.namespaces[0] ??
    'eip155'
  )
}
