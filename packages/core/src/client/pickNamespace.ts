import type { ChainNamespace } from '@portico/common'
import type { PorticoInternals } from './PorticoInternals'

/**
 * The namespace an action works on: the one asked for, else the active one, else the first
 * adapter's; undefined when there is none. Throws nothing, so the first load can ask it without
 * carrying the error classes ({@link resolveNamespace} is the throwing form).
 * @example
 * const ns = pickNamespace(internals, params.namespace)
 */
export function pickNamespace(
  internals: PorticoInternals,
  namespace?: ChainNamespace,
): ChainNamespace | undefined {
  return (
    namespace ??
    internals.stores.chain.getState().activeNamespace ??
    internals.options.namespaces[0]
  )
}
