import { type ChainNamespace, ChainRequiredForConnectionClientError } from '@portico/common'
import type { PorticoInternals } from './PorticoInternals'

/**
 * The namespace an action works on: the one asked for, else the active one, else the first
 * adapter's. Throws ChainRequiredForConnectionClientError when there is none.
 * @example
 * const ns = resolveNamespace(internals, params.namespace)
 */
export function resolveNamespace(
  internals: PorticoInternals,
  namespace?: ChainNamespace,
): ChainNamespace {
  const ns =
    namespace ??
    internals.stores.chain.getState().activeNamespace ??
    internals.options.namespaces[0]
  if (!ns) throw new ChainRequiredForConnectionClientError()
  return ns
}
