import { WALLET_PAGE_IMAGE_COUNT, WALLET_PAGE_SIZE } from '@portico/common'
import type { ApiContext } from './ApiContext'
import { fetchWalletList, requestedChains } from './fetchWalletList'
import { withWalletImages } from './withWalletImages'

/**
 * Load page `page` (1-based) of the all-wallets list into the wallets store (spec §9: 40 a page,
 * image URLs for the first 20): the app's networks as `chains`, the app's include list, and
 * the recommended, excluded and featured wallets left out. Failures are logged and leave the
 * list as it was; never rejects.
 * @example
 * await fetchWalletsPage(context, portico.stores.wallets.getState().page + 1)
 */
export async function fetchWalletsPage(context: ApiContext, page: number): Promise<void> {
  const { options, stores } = context
  const exclude = [
    ...new Set([
      ...stores.wallets.getState().recommended.map((wallet) => wallet.id),
      ...(options.excludeWalletIds ?? []),
      ...(options.featuredWalletIds ?? []),
    ]),
  ]
  try {
    const { wallets, count } = await fetchWalletList(context, {
      page,
      entries: WALLET_PAGE_SIZE,
      chains: requestedChains(context),
      exclude,
      include: options.includeWalletIds,
    })
    const withImages = withWalletImages(wallets, context.catalogue, WALLET_PAGE_IMAGE_COUNT)
    stores.wallets.getState().appendPage(page, withImages, count)
  } catch (error) {
    options.logger.warn(`Portico: wallet page ${page} failed to load`, error)
  }
}
