import { buildQuery, type QueryValue } from './buildQuery'
import { joinUrl } from './joinUrl'
import type { IdentifiedApiClientConfig } from './sdkDefaults'

/**
 * The URL of a catalogue path: the query starts with `projectId`, `st` and `sv` (the config's
 * identity, settled by {@link withSdkIdentity}), then the path's own parameters.
 * @example
 * catalogueUrl(withSdkIdentity({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' }), '/getWallets', [['page', 1]])
 * // 'http://127.0.0.1:8787/getWallets?projectId=demo&st=portico&sv=core-0.1.0&page=1'
 */
export function catalogueUrl(
  config: IdentifiedApiClientConfig,
  path: string,
  params: readonly (readonly [string, QueryValue])[] = [],
): string {
  return joinUrl(
    config.baseUrl,
    `${path}${buildQuery([
      ['projectId', config.projectId],
      ['st', config.sdkType],
      ['sv', config.sdkVersion],
      ...params,
    ])}`,
  )
}
