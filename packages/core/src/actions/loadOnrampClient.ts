import type { OnrampClient } from '../types/OnrampClient'
import type { Portico } from '../types/Portico'

/**
 * Fetch the on-ramp chunk and make the instance's on-ramp client. Reached through the deferred
 * actions chunk, like swaps.
 * @example
 * const onramp = await loadOnrampClient(portico)
 */
export async function loadOnrampClient(portico: Portico): Promise<OnrampClient> {
  return (await import('../onramp/createOnrampClient')).createOnrampClient(portico)
}
