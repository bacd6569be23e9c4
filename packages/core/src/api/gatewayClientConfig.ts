import type { ResolvedPorticoOptions } from '../types/PorticoOptions'
import type { ApiClientConfig } from './ApiClientConfig'
import {
  type IdentifiedApiClientConfig,
  PORTICO_SDK_TYPE,
  PORTICO_SDK_VERSION,
} from './sdkDefaults'

/**
 * The config of a client of the gateway (`apiUrl`) as the app set Portico up: its project id,
 * fetch, and SDK identity (Portico's own where the app names none).
 * @example
 * const api = createOnrampApiClient(gatewayClientConfig(portico.options))
 */
export function gatewayClientConfig(
  options: Pick<
    ResolvedPorticoOptions,
    'apiUrl' | 'projectId' | 'sdkType' | 'sdkVersion' | 'fetch'
  >,
): IdentifiedApiClientConfig & Pick<ApiClientConfig, 'fetch'> {
  return {
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    fetch: options.fetch,
  }
}
