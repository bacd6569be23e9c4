import type { Portico } from '../types/Portico'

/**
 * Whether the client holds a stored session to restore (spec §3: a namespace whose stored status
 * was connected starts as `connecting`). A page starts such a client at once, so the returning
 * visitor's wallet reconnects on load; a client with nothing to restore can wait for the
 * visitor's first sign of interest, and its page fetches nothing for the kit until then.
 * @example
 * if (hasSessionToRestore(portico)) void portico.init()
 */
export function hasSessionToRestore(portico: Pick<Portico, 'stores'>): boolean {
  return Object.values(portico.stores.connection.getState().status).includes('connecting')
}
