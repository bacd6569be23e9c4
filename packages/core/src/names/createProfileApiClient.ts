import {
  type NameRecord,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  reverseNamesResponseSchema,
} from '@portico/common/schemas/api'
import { z } from '@portico/common/zod-mini'
import type { ApiClientConfig } from '../api/ApiClientConfig'
import type { QueryValue } from '../api/buildQuery'
import { gatewayGetUrl } from '../api/gatewayGetUrl'
import { projectUrl } from '../api/projectUrl'
import { requestJson } from '../api/requestJson'
import { toTransport } from '../api/toTransport'

/**
 * Typed client of the gateway's name calls (spec §7 `/v1/profile/*`), each answer zod-validated;
 * an error status rejects with the API client's ApiHttpError.
 * @example
 * const record = await profile.getName('alice-1234.portico.id')
 */
export type ProfileApiClient = {
  /** GET /v1/profile/account/{name} (apiVersion 2): 2xx means registered. */
  getName(name: string): Promise<NameRecord>
  /** GET /v1/profile/reverse/{address}: every name of the address. */
  getNamesForAddress(address: string, sender?: string): Promise<NameRecord[]>
  /** GET /v1/profile/suggestions/{text} with the zone. */
  getSuggestions(text: string, zone: string): Promise<{ name: string; registered: boolean }[]>
  /** POST /v1/profile/account: the signed registration. */
  register(body: {
    coin_type: number
    address: string
    message: string
    signature: string
  }): Promise<unknown>
}

/**
 * Make the name client: GETs append `st`, `sv` and `projectId` after their own parameters; the
 * registration POST carries the project id in its query, as the gateway's project check reads it.
 * @example
 * const profile = createProfileApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 */
export function createProfileApiClient(config: ApiClientConfig): ProfileApiClient {
  const transport = toTransport(config)
  const url = (path: string, params: readonly (readonly [string, QueryValue])[]) =>
    gatewayGetUrl(config, `/v1/profile/${path}`, params)
  return {
    getName: (name) =>
      requestJson(transport, {
        url: url(`account/${encodeURIComponent(name)}`, [['apiVersion', '2']]),
        schema: nameRecordSchema,
      }),
    getNamesForAddress: (address, sender) =>
      requestJson(transport, {
        url: url(`reverse/${encodeURIComponent(address)}`, [
          ['sender', sender],
          ['apiVersion', '2'],
        ]),
        schema: reverseNamesResponseSchema,
      }),
    getSuggestions: async (text, zone) =>
      (
        await requestJson(transport, {
          url: url(`suggestions/${encodeURIComponent(text)}`, [['zone', zone]]),
          schema: nameSuggestionsResponseSchema,
        })
      ).suggestions,
    register: (body) =>
      requestJson(transport, {
        url: projectUrl(config, '/v1/profile/account'),
        method: 'POST',
        body,
        schema: z.unknown(),
      }),
  }
}
