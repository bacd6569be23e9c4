import type { WalletCatalogueEntry } from '@portico/common'
import type { CatalogueApiClient } from '../api/createCatalogueApiClient'

/**
 * The wallets with `image_url` set from the catalogue's image endpoint for the first `count`
 * of them (spec §9: the first 20 of a page) that have an `image_id` and no `image_url`; the
 * rest are left for the view to resolve when they scroll into sight.
 * @example
 * withWalletImages(page.data, catalogue, WALLET_PAGE_IMAGE_COUNT)
 */
export function withWalletImages(
  wallets: readonly WalletCatalogueEntry[],
  catalogue: Pick<CatalogueApiClient, 'walletImageUrl'>,
  count = wallets.length,
): WalletCatalogueEntry[] {
  return wallets.map((wallet, index) =>
    index < count && wallet.image_id && !wallet.image_url
      ? { ...wallet, image_url: catalogue.walletImageUrl(wallet.image_id) }
      : wallet,
  )
}
