import type { ApiClientConfig } from './ApiClientConfig'
import { type CatalogueImageUrls, catalogueImageUrls } from './catalogueImageUrls'
import { catalogueUrl } from './catalogueUrl'
import { type CatalogueRequests, createCatalogueRequests } from './createCatalogueRequests'
import { withSdkIdentity } from './sdkDefaults'

export type { GetWalletsParams } from './createCatalogueRequests'

/**
 * Typed client of the wallet-catalogue API (spec §7) and the analytics intake.
 * @example
 * const { data, count } = await catalogue.getWallets({ page: 1, entries: 40 })
 */
export type CatalogueApiClient = CatalogueImageUrls & CatalogueRequests

/**
 * Make a catalogue client. Every request starts its query with `projectId`, `st` and `sv`
 * (falling back to `portico` and PORTICO_SDK_VERSION).
 * @example
 * const catalogue = createCatalogueApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const { data } = await catalogue.getWallets({ page: 1, entries: 100, search: 'rain' })
 */
export function createCatalogueApiClient(input: ApiClientConfig): CatalogueApiClient {
  const config = withSdkIdentity(input)
  return {
    ...catalogueImageUrls(config),
    ...createCatalogueRequests(config, (path, params) => catalogueUrl(config, path, params)),
  }
}
