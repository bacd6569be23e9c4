import type { Portico } from '../types/Portico'
import type { SwapClient } from '../types/SwapClient'

/**
 * Fetch the swap chunk and make the instance's swap client. Reached through the deferred
 * actions chunk so the page's first load carries neither the import nor its preload list.
 * @example
 * const swap = await loadSwapClient(portico)
 */
export async function loadSwapClient(portico: Portico): Promise<SwapClient> {
  return (await import('../swap/createSwapClient')).createSwapClient(portico)
}
