import { RECOMMENDED_WALLETS_LIMIT } from '@portico/common'
import type { ApiContext } from './ApiContext'
import { fetchWalletList, requestedChains } from './fetchWalletList'
import { withWalletImages } from './withWalletImages'

/**
 * Load the recommended wallets into the wallets store (spec §9: 4), on the app's networks,
 * without the excluded and featured ones, with their image URLs, and the catalogue's total for
 * the 'All wallets' entry. Failures are logged; never rejects: it resolves to whether the list
 * loaded, so a prefetch that failed can be asked again.
 * @example
 * const loaded = await fetchRecommendedWallets(context)
 */
export async function fetchRecommendedWallets(context: ApiContext): Promise<boolean> {
  const { options, stores } = context
  try {
    const { wallets, count } = await fetchWalletList(context, {
      page: 1,
      entries: RECOMMENDED_WALLETS_LIMIT,
      chains: requestedChains(context),
      exclude: [
        ...new Set([...(options.excludeWalletIds ?? []), ...(options.featuredWalletIds ?? [])]),
      ],
      include: options.includeWalletIds,
    })
    // The answer counts every wallet but the featured ones it was asked to leave out.
    const featured = options.featuredWalletIds?.length ?? 0
    stores.wallets
      .getState()
      .setRecommended(withWalletImages(wallets, context.catalogue), count + featured)
    return true
  } catch (error) {
    options.logger.warn('Portico: recommended wallets failed to load', error)
    return false
  }
}
