import type { ApiClientConfig } from './ApiClientConfig'
import type { QueryValue } from './buildQuery'
import { projectUrl } from './projectUrl'

/**
 * The URL of a GET to the gateway: `path` on `config.baseUrl` with its own `params`, then the
 * SDK identity (`st`, `sv`; `unknown` when unset) and `projectId`.
 * @example
 * gatewayGetUrl({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' }, '/v1/onramp/options')
 * // 'http://127.0.0.1:8787/v1/onramp/options?st=unknown&sv=unknown&projectId=demo'
 */
export function gatewayGetUrl(
  config: ApiClientConfig,
  path: string,
  params: readonly (readonly [string, QueryValue])[] = [],
): string {
  return projectUrl(config, path, [
    ...params,
    ['st', config.sdkType || 'unknown'],
    ['sv', config.sdkVersion || 'unknown'],
  ])
}
