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
