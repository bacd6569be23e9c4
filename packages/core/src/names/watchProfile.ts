import { IDENTITY_CACHE_MS, STORAGE_KEYS } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { followAccounts } from '../utils/followAccounts'
import { createStoredCache } from './createStoredCache'
import type { Identity } from './NamesClient'

/**
 * Keeps the connected EVM account's `profileName` and `profileImage` (spec §3) in step with its
 * identity: from the 5-minute browser-storage cache when it holds the address, else through
 * `fetchIdentity` (the names chunk, loaded only then). A failed lookup clears the image and
 * keeps going. Returns the function that stops watching.
 * @example
 * const stop = watchProfile(internals, async (address) => (await portico.loadNames()).getIdentity(address))
 */
export function watchProfile(
  internals: Pick<PorticoInternals, 'stores' | 'storage' | 'options'>,
  fetchIdentity: (address: string) => Promise<Identity>,
): () => void {
  const { stores } = internals
  const cache = createStoredCache<Identity>(
    internals.storage,
    STORAGE_KEYS.identityCache,
    IDENTITY_CACHE_MS,
  )
  let watched: string | undefined
  const apply = (address: string, identity: Identity) => {
    if (stores.account.getState().accounts.eip155?.address !== address) return
    stores.account.getState().setAccount('eip155', {
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  }
  const sync = () => {
    const connected = stores.connection.getState().status.eip155 === 'connected'
    const address = connected ? stores.account.getState().accounts.eip155?.address : undefined
    if (address === watched) return
    watched = address
    if (!address) return
    const cached = cache.get(address)
    if (cached) {
      apply(address, cached)
      return
    }
    fetchIdentity(address).then(
      (identity) => apply(address, identity),
      (error: unknown) => {
        internals.options.logger.warn('Portico: the identity lookup failed', error)
        if (stores.account.getState().accounts.eip155?.address === address) {
          stores.account.getState().setAccount('eip155', { profileImage: undefined })
        }
      },
    )
  }
  return followAccounts(stores, sync)
}
