import type { ApiClientConfig } from './ApiClientConfig'
import { buildQuery, type QueryValue } from './buildQuery'
import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from './sdkDefaults'
import { joinUrl } from './toTransport'

/**
 * The URL of a catalogue path: the query starts with `projectId`, `st` and `sv` (falling back to
 * `portico` and PORTICO_SDK_VERSION), then the path's own parameters.
 * @example
 * catalogueUrl({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' }, '/getWallets', [['page', 1]])
 * // 'http://127.0.0.1:8787/getWallets?projectId=demo&st=portico&sv=core-0.1.0&page=1'
 */
export function catalogueUrl(
  config: ApiClientConfig,
  path: string,
  params: readonly (readonly [string, QueryValue])[] = [],
): string {
  return joinUrl(
    config.baseUrl,
    `${path}${buildQuery([
      ['projectId', config.projectId],
      ['st', config.sdkType || PORTICO_SDK_TYPE],
      ['sv', config.sdkVersion || PORTICO_SDK_VERSION],
      ...params,
    ])}`,
  )
}
