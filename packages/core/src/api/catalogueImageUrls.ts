import type { ApiClientConfig } from './ApiClientConfig'
import { catalogueUrl } from './catalogueUrl'
import type { CatalogueApiClient } from './createCatalogueApiClient'

/**
 * The catalogue's image URLs (wallets, network and connector assets, currencies, tokens):
 * plain strings, ready before any request is made.
 * @example
 * catalogueImageUrls(config).walletImageUrl('metamask') // '…/getWalletImage/metamask?projectId=…'
 */
export function catalogueImageUrls(
  config: ApiClientConfig,
): Pick<
  CatalogueApiClient,
  'walletImageUrl' | 'assetImageUrl' | 'currencyImageUrl' | 'tokenImageUrl'
> {
  const image = (path: string, id: string) =>
    catalogueUrl(config, `${path}/${encodeURIComponent(id)}`)
  return {
    walletImageUrl: (imageId) => image('/getWalletImage', imageId),
    assetImageUrl: (id) => image('/public/getAssetImage', id),
    currencyImageUrl: (code) => image('/public/getCurrencyImage', code),
    tokenImageUrl: (symbol) => image('/public/getTokenImage', symbol),
  }
}
