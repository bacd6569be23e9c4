import type { ApiClientConfig } from './ApiClientConfig'

/**
 * The SDK type Portico reports as `st`.
 * @example
 * createCatalogueApiClient({ baseUrl, sdkType: PORTICO_SDK_TYPE })
 */
export const PORTICO_SDK_TYPE = 'portico'

/**
 * The SDK version reported as `sv` when the app names none (the catalogue's fallback too).
 * @example
 * createBlockchainApiClient({ baseUrl, sdkVersion: PORTICO_SDK_VERSION })
 */
export const PORTICO_SDK_VERSION = 'core-0.1.0'

/**
 * A client config whose SDK identity is settled: what the catalogue's URLs are built from.
 * @example
 * const config: IdentifiedApiClientConfig = { baseUrl, sdkType: 'portico', sdkVersion: 'core-0.1.0' }
 */
export type IdentifiedApiClientConfig = ApiClientConfig & { sdkType: string; sdkVersion: string }

/**
 * `config` with the catalogue's fallback identity where it names none (an empty string counts
 * as none): `st` PORTICO_SDK_TYPE, `sv` PORTICO_SDK_VERSION.
 * @example
 * withSdkIdentity({ baseUrl }).sdkType // 'portico'
 */
export function withSdkIdentity(config: ApiClientConfig): IdentifiedApiClientConfig {
  return {
    ...config,
    sdkType: config.sdkType || PORTICO_SDK_TYPE,
    sdkVersion: config.sdkVersion || PORTICO_SDK_VERSION,
  }
}
