import { catalogueUrl } from './catalogueUrl'
import type { IdentifiedApiClientConfig } from './sdkDefaults'

/**
 * The image URLs a catalogue client gives, usable as image sources.
 * @example
 * const urls: CatalogueImageUrls = catalogueImageUrls(config)
 */
export type CatalogueImageUrls = {
  /** URL of GET /getWalletImage/{imageId}. */
  walletImageUrl(imageId: string): string
  /** URL of GET /public/getAssetImage/{id} (network and connector icons). */
  assetImageUrl(id: string): string
  /** URL of GET /public/getCurrencyImage/{code} (fiat, e.g. USD). */
  currencyImageUrl(code: string): string
  /** URL of GET /public/getTokenImage/{symbol}. */
  tokenImageUrl(symbol: string): string
}

/**
 * The catalogue's image URLs (wallets, network and connector assets, currencies, tokens):
 * plain strings, ready before any request is made.
 * @example
 * catalogueImageUrls(config).walletImageUrl('metamask') // '…/getWalletImage/metamask?projectId=…'
 */
export function catalogueImageUrls(config: IdentifiedApiClientConfig): CatalogueImageUrls {
  const image = (path: string, id: string) =>
    catalogueUrl(config, `${path}/${encodeURIComponent(id)}`)
  return {
    walletImageUrl: (imageId) => image('/getWalletImage', imageId),
    assetImageUrl: (id) => image('/public/getAssetImage', id),
    currencyImageUrl: (code) => image('/public/getCurrencyImage', code),
    tokenImageUrl: (symbol) => image('/public/getTokenImage', symbol),
  }
}
