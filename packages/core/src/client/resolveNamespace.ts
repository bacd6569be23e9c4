import { type ChainNamespace, ChainRequiredForConnectionClientError } from '@portico/common'
import type { PorticoInternals } from './PorticoInternals'
import { pickNamespace } from './pickNamespace'

/**
 * The namespace an action works on ({@link pickNamespace}). Throws
 * ChainRequiredForConnectionClientError when there is none.
 * @example
 * const ns = resolveNamespace(internals, params.namespace)
 */
export function resolveNamespace(
  internals: PorticoInternals,
  namespace?: ChainNamespace,
): ChainNamespace {
  const ns = pickNamespace(internals, namespace)
  if (!ns) throw new ChainRequiredForConnectionClientError()
  return ns
}
