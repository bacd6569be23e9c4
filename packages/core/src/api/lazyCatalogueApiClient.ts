import { forwardCalls } from '../utils/forwardCalls'
import { catalogueImageUrls } from './catalogueImageUrls'
import { catalogueUrl } from './catalogueUrl'
import type { CatalogueApiClient } from './createCatalogueApiClient'
import type { CatalogueRequests } from './createCatalogueRequests'
import type { IdentifiedApiClientConfig } from './sdkDefaults'

/** Every request of {@link CatalogueRequests}: a missing one fails the type of the client. */
const REQUESTS = [
  'getWallets',
  'fetchImage',
  'getAllowedOrigins',
  'getAnalyticsConfig',
  'sendAnalyticsEvent',
  'sendAnalyticsBatch',
] as const satisfies readonly (keyof CatalogueRequests)[]

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
    ...forwardCalls(load, REQUESTS),
    analyticsBatchUrl: () => catalogueUrl(config, '/batch'),
  }
}
