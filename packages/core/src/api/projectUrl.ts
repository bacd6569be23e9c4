import type { ApiClientConfig } from './ApiClientConfig'
import { buildQuery, type QueryValue } from './buildQuery'
import { joinUrl } from './joinUrl'

/**
 * The URL of a gateway call that names only the project: `path` on `config.baseUrl` with its
 * own `params`, then `projectId` (the POSTs, and the Pay routes' GETs).
 * @example
 * projectUrl({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' }, '/v1/profile/account')
 * // 'http://127.0.0.1:8787/v1/profile/account?projectId=demo'
 */
export function projectUrl(
  config: Pick<ApiClientConfig, 'baseUrl' | 'projectId'>,
  path: string,
  params: readonly (readonly [string, QueryValue])[] = [],
): string {
  return joinUrl(
    config.baseUrl,
    `${path}${buildQuery([...params, ['projectId', config.projectId]])}`,
  )
}
