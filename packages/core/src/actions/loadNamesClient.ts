import type { NamesClient } from '../names/NamesClient'
import type { Portico } from '../types/Portico'

/**
 * Fetch the names chunk and make the instance's names client, through the deferred actions
 * chunk like the swap client.
 * @example
 * const names = await loadNamesClient(portico)
 */
export async function loadNamesClient(portico: Portico): Promise<NamesClient> {
  return (await import('../names/createNamesClient')).createNamesClient(portico)
}
