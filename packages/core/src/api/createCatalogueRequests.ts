import type { WalletCatalogueEntry } from '@portico/common'
import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  AnalyticsEvent,
} from '@portico/common/schemas/api'
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  getWalletsResponseSchema,
} from '@portico/common/schemas/api'
import { z } from '@portico/common/zod-mini'
import type { ApiClientConfig } from './ApiClientConfig'
import type { RequestOptions } from './ApiTransport'
import { ApiInvalidResponseError } from './apiErrors'
import type { QueryValue } from './buildQuery'
import { requestJson } from './requestJson'
import { sendRequest } from './sendRequest'
import { toTransport } from './toTransport'
import { toWalletEntries } from './toWalletEntries'

/**
 * The query of GET /getWallets; lists are sent comma-separated.
 * @example
 * const params: GetWalletsParams = { page: 1, entries: 40, chains: ['eip155:1'], exclude: ['rabby'] }
 */
export type GetWalletsParams = {
  page: number
  entries: number
  search?: string | undefined
  badge_type?: 'certified' | 'none' | undefined
  /** The rank prefetch's key (not `badge_type`). */
  badge?: 'certified' | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
  names?: readonly string[] | undefined
  rdns?: readonly string[] | undefined
  include_pay_only?: boolean | undefined
  sort?: string | undefined
}

/**
 * The catalogue's requests: the wallet-catalogue API (spec §7) and the analytics intake.
 * @example
 * const { data, count } = await requests.getWallets({ page: 1, entries: 40 })
 */
export type CatalogueRequests = {
  /** GET /getWallets: one page and the number of matches of the whole query. */
  getWallets(
    params: GetWalletsParams,
    options?: RequestOptions,
  ): Promise<{ data: WalletCatalogueEntry[]; count: number }>
  /** Fetch an image URL's bytes (checked to be an image). */
  fetchImage(url: string, options?: RequestOptions): Promise<Blob>
  /** GET /projects/v1/origins. */
  getAllowedOrigins(options?: RequestOptions): Promise<AllowedOriginsResponse>
  /** GET /getAnalyticsConfig. */
  getAnalyticsConfig(options?: RequestOptions): Promise<AnalyticsConfigResponse>
  /** POST /e: one analytics event. */
  sendAnalyticsEvent(event: AnalyticsEvent, options?: RequestOptions): Promise<void>
  /** POST /batch: pending analytics events, as a bare list. */
  sendAnalyticsBatch(events: readonly AnalyticsEvent[], options?: RequestOptions): Promise<void>
  /** The URL of POST /batch with its query, for `navigator.sendBeacon`. */
  analyticsBatchUrl(): string
}

/**
 * Builds the URL of a catalogue path with its query (see catalogueUrl).
 * @example
 * const url: CatalogueUrlBuilder = (path, params) => catalogueUrl(config, path, params)
 */
export type CatalogueUrlBuilder = (
  path: string,
  params?: readonly (readonly [string, QueryValue])[],
) => string

const anyJsonObject = z.looseObject({})

/**
 * The catalogue's requests over `config`'s transport, their URLs from `url`. The page's client
 * hands in the URL builder its first load already has, so the catalogue's URL rules load once.
 * @example
 * const requests = createCatalogueRequests(config, (path, params) => catalogueUrl(config, path, params))
 * const { data } = await requests.getWallets({ page: 1, entries: 100 })
 */
export function createCatalogueRequests(
  config: ApiClientConfig,
  url: CatalogueUrlBuilder,
): CatalogueRequests {
  const transport = toTransport(config)

  return {
    async getWallets(params, options = {}) {
      const answer = await requestJson(transport, {
        url: url('/getWallets', [
          ['page', params.page],
          ['entries', params.entries],
          ['search', params.search],
          ['badge_type', params.badge_type],
          ['badge', params.badge],
          ['include', params.include],
          ['exclude', params.exclude],
          ['chains', params.chains],
          ['names', params.names],
          ['rdns', params.rdns],
          ['include_pay_only', params.include_pay_only],
          ['sort', params.sort],
        ]),
        schema: getWalletsResponseSchema,
        signal: options.signal,
      })
      return { data: toWalletEntries(answer.data), count: answer.count }
    },
    fetchImage: (imageUrl, options = {}) =>
      sendRequest(
        transport,
        { url: imageUrl, init: { method: 'GET' }, signal: options.signal },
        async (response) => {
          const type = response.headers.get('Content-Type') ?? ''
          if (!type.startsWith('image/')) {
            throw new ApiInvalidResponseError({
              url: imageUrl,
              cause: new Error(`Expected an image, got '${type}'`),
            })
          }
          return response.blob()
        },
      ),
    getAllowedOrigins: (options = {}) =>
      requestJson(transport, {
        url: url('/projects/v1/origins'),
        schema: allowedOriginsResponseSchema,
        signal: options.signal,
      }),
    getAnalyticsConfig: (options = {}) =>
      requestJson(transport, {
        url: url('/getAnalyticsConfig'),
        schema: analyticsConfigResponseSchema,
        signal: options.signal,
      }),
    async sendAnalyticsEvent(event, options = {}) {
      await requestJson(transport, {
        url: url('/e'),
        method: 'POST',
        body: event,
        schema: anyJsonObject,
        signal: options.signal,
      })
    },
    async sendAnalyticsBatch(events, options = {}) {
      await requestJson(transport, {
        url: url('/batch'),
        method: 'POST',
        body: events,
        schema: anyJsonObject,
        signal: options.signal,
      })
    },
    analyticsBatchUrl: () => url('/batch'),
  }
}
