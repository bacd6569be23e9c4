import { resolveOptions } from './options/resolveOptions'
import type { Portico } from './types/Portico'
import type { PorticoOptions } from './types/PorticoOptions'

/**
 * Create one Portico client: its stores, adapters, query client and actions. Nothing is
 * shared between clients; nothing touches `window` until `init()`.
 * @example
 * const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], adapters: [wagmiAdapter] })
 * await portico.init()
 */
export function createPortico(options: PorticoOptions): Portico {
  resolveOptions(options)
  // TODO: stores, cross-store wiring and actions land in the next commits.
  throw new Error('createPortico is not implemented yet')
}
