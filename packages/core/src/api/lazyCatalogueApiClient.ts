import type { ApiClientConfig } from './ApiClientConfig'
import { catalogueImageUrls } from './catalogueImageUrls'
import type { CatalogueApiClient } from './createCatalogueApiClient'

/**
 * A {@link CatalogueApiClient} whose requests (and response schemas) are fetched on the first
 * call; the image URLs are built at once from `config`, as the loaded client builds them.
 * @example
 * const catalogue = lazyCatalogueApiClient(config, async () =>
 *   (await import('./createCatalogueApiClient')).createCatalogueApiClient(config),
 * )
 */
export function lazyCatalogueApiClient(
  config: ApiClientConfig,
  load: () => Promise<CatalogueApiClient>,
): CatalogueApiClient {
  return {
    ...catalogueImageUrls(config),
    getWallets: async (params, options) => (await load()).getWallets(params, options),
    fetchImage: async (url, options) => (await load()).fetchImage(url, options),
    getAllowedOrigins: async (options) => (await load()).getAllowedOrigins(options),
    getAnalyticsConfig: async (options) => (await load()).getAnalyticsConfig(options),
    sendAnalyticsEvent: async (event, options) => (await load()).sendAnalyticsEvent(event, options),
  }
}
