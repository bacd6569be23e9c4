import { WalletFrameError } from '../errors/WalletFrameError'
import type { IdRegistry } from './readCustody'

/**
 * The ID registry, or `FARCASTER_UNAVAILABLE` when Farcaster login is not configured.
 * @example const registry = requireRegistry(deps)
 */
export function requireRegistry(deps: { registry: IdRegistry | undefined }): IdRegistry {
  if (!deps.registry) throw new WalletFrameError('FARCASTER_UNAVAILABLE')
  return deps.registry
}
