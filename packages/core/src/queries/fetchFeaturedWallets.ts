import type { ApiContext } from './ApiContext'
import { fetchWalletList } from './fetchWalletList'
import { withWalletImages } from './withWalletImages'

/**
 * Load the app's featured wallets (`featuredWalletIds`) into the wallets store, in the order of
 * those ids, with their image URLs. No ids, no request. Failures are logged; never rejects: it
 * resolves to whether the list is in place, so a prefetch that failed can be asked again.
 * @example
 * const loaded = await fetchFeaturedWallets(context)
 */
export async function fetchFeaturedWallets(context: ApiContext): Promise<boolean> {
  const { options, stores } = context
  const ids = options.featuredWalletIds ?? []
  if (ids.length === 0) return true
  try {
    const { wallets } = await fetchWalletList(context, {
      page: 1,
      entries: ids.length,
      include: ids,
    })
    const ordered = [...wallets].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    stores.wallets.getState().setFeatured(withWalletImages(ordered, context.catalogue))
    return true
  } catch (error) {
    options.logger.warn('Portico: featured wallets failed to load', error)
    return false
  }
}
