import type { CaipNetworkId } from '@portico/common'
import {
  payExchangesResponseSchema,
  paymentRecordSchema,
  payQrResponseSchema,
  payUrlResponseSchema,
} from '@portico/common/schemas/api'
import type { ApiClientConfig } from '../api/ApiClientConfig'
import type { QueryValue } from '../api/buildQuery'
import { projectUrl } from '../api/projectUrl'
import { requestJson } from '../api/requestJson'
import { toTransport } from '../api/toTransport'

/**
 * Typed client of the gateway's Pay routes, each answer zod-validated: the exchanges for an
 * asset, a payment's record (made, read), and its ways to pay (a wallet's transaction, an
 * exchange's hosted page, a QR URI). `projectId` goes in every query, like the other calls.
 * @example
 * const api = createPayApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const record = await api.createPayment({ network: 'eip155:31337', asset: 'native', amount: '0.01', recipient })
 */
export function createPayApiClient(config: ApiClientConfig) {
  const transport = toTransport(config)
  const url = (path: string, params: readonly (readonly [string, QueryValue])[] = []) =>
    projectUrl(config, path, params)
  const payment = (id: string, tail = '') => `/v1/pay/payments/${encodeURIComponent(id)}${tail}`
  return {
    getExchanges: (
      params: { network?: CaipNetworkId | undefined; asset?: string | undefined; page?: number },
      signal?: AbortSignal,
    ) =>
      requestJson(transport, {
        url: url('/v1/pay/exchanges', [
          ['network', params.network],
          ['asset', params.asset],
          ['page', params.page],
        ]),
        schema: payExchangesResponseSchema,
        ...(signal && { signal }),
      }),
    createPayment: (body: {
      network: CaipNetworkId
      asset: string
      amount: string
      recipient: string
    }) =>
      requestJson(transport, {
        url: url('/v1/pay/payments'),
        method: 'POST',
        body,
        schema: paymentRecordSchema,
      }),
    getPayment: (id: string, signal?: AbortSignal) =>
      requestJson(transport, {
        url: url(payment(id)),
        schema: paymentRecordSchema,
        ...(signal && { signal }),
      }),
    attachTransaction: (id: string, txHash: string) =>
      requestJson(transport, {
        url: url(payment(id, '/transaction')),
        method: 'POST',
        body: { txHash },
        schema: paymentRecordSchema,
      }),
    startExchange: (id: string, exchangeId: string, returnUrl?: string) =>
      requestJson(transport, {
        url: url(payment(id, '/exchange')),
        method: 'POST',
        body: { exchangeId, ...(returnUrl && { returnUrl }) },
        schema: payUrlResponseSchema,
      }),
    startQr: (id: string) =>
      requestJson(transport, {
        url: url(payment(id, '/qr')),
        method: 'POST',
        schema: payQrResponseSchema,
      }),
  }
}

/**
 * The Pay API client.
 * @example
 * const api: PayApiClient = createPayApiClient(config)
 */
export type PayApiClient = ReturnType<typeof createPayApiClient>
