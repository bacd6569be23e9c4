import { ChainAdapterNotFoundError, type ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { PorticoInternals } from './PorticoInternals'

/**
 * The adapter of `namespace`; throws ChainAdapterNotFoundError when the app registered none.
 * @example
 * const adapter = requireAdapter(internals, 'eip155')
 */
export function requireAdapter(
  internals: PorticoInternals,
  namespace: ChainNamespace,
): ChainAdapter {
  const adapter = internals.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] })
  return adapter
}
