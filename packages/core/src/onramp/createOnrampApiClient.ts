import type { CaipNetworkId } from '@portico/common'
import {
  historyResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '@portico/common/schemas/api'
import { z } from '@portico/common/zod-mini'
import type { ApiClientConfig } from '../api/ApiClientConfig'
import type { QueryValue } from '../api/buildQuery'
import { gatewayGetUrl } from '../api/gatewayGetUrl'
import { projectUrl } from '../api/projectUrl'
import { requestJson } from '../api/requestJson'
import { toTransport } from '../api/toTransport'

/**
 * Options as Portico's gateway answers them: spec §3's lists plus its providers.
 * @example onrampOptionsAnswerSchema.parse(await res.json()).providers
 */
export const onrampOptionsAnswerSchema = z.extend(onrampOptionsResponseSchema, {
  providers: z.optional(
    z.array(
      z.object({
        name: z.string(),
        label: z.optional(z.string()),
        feeRange: z.string(),
        supportedChains: z.array(z.string()),
        networks: z.optional(z.array(z.string())),
      }),
    ),
  ),
})

/**
 * Typed client of the on-ramp calls of spec §7 and history with `onramp`, each answer
 * zod-validated. GETs append `st`, `sv` and `projectId`; POSTs put `projectId` in the query.
 * @example
 * const api = createOnrampApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const options = await api.getOptions()
 */
export function createOnrampApiClient(config: ApiClientConfig) {
  const transport = toTransport(config)
  const get = (path: string, params: readonly (readonly [string, QueryValue])[] = []) =>
    gatewayGetUrl(config, path, params)
  const post = (path: string) => projectUrl(config, path)
  return {
    getOptions: () =>
      requestJson(transport, { url: get('/v1/onramp/options'), schema: onrampOptionsAnswerSchema }),
    getQuote: (body: Record<string, unknown>) =>
      requestJson(transport, {
        url: post('/v1/onramp/quote'),
        method: 'POST',
        body,
        schema: onrampQuoteResponseSchema,
      }),
    getUrl: (body: Record<string, unknown>) =>
      requestJson(transport, {
        url: post('/v1/generators/onrampurl'),
        method: 'POST',
        body,
        schema: onrampUrlResponseSchema,
      }),
    getDeposits: (params: { address: string; chainId: CaipNetworkId; provider: string }) =>
      requestJson(transport, {
        url: get(`/v1/account/${encodeURIComponent(params.address)}/history`, [
          ['chainId', params.chainId],
          ['onramp', params.provider],
        ]),
        schema: historyResponseSchema,
      }),
  }
}

/** The on-ramp API client. @example const api: OnrampApiClient = createOnrampApiClient(config) */
export type OnrampApiClient = ReturnType<typeof createOnrampApiClient>
