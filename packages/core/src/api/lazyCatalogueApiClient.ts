import { catalogueImageUrls } from './catalogueImageUrls'
import { catalogueUrl } from './catalogueUrl'
import type { CatalogueApiClient } from './createCatalogueApiClient'
import type { CatalogueRequests } from './createCatalogueRequests'
import type { IdentifiedApiClientConfig } from './sdkDefaults'

/**
 * A {@link CatalogueApiClient} whose requests (and response schemas) are fetched on the first
 * call; the image URLs are built at once from `config`, with the same rule as the requests'.
 * @example
 * const catalogue = lazyCatalogueApiClient(config, async () =>
 *   (await import('./createCatalogueRequests')).createCatalogueRequests(config, url),
 * )
 */
export function lazyCatalogueApiClient(
  config: IdentifiedApiClientConfig,
  load: () => Promise<CatalogueRequests>,
): CatalogueApiClient {
  return {
    ...catalogueImageUrls(config),
    getWallets: async (params, options) => (await load()).getWallets(params, options),
    fetchImage: async (url, options) => (await load()).fetchImage(url, options),
    getAllowedOrigins: async (options) => (await load()).getAllowedOrigins(options),
    getAnalyticsConfig: async (options) => (await load()).getAnalyticsConfig(options),
    sendAnalyticsEvent: async (event, options) => (await load()).sendAnalyticsEvent(event, options),
    sendAnalyticsBatch: async (events, options) =>
      (await load()).sendAnalyticsBatch(events, options),
    analyticsBatchUrl: () => catalogueUrl(config, '/batch'),
  }
}
