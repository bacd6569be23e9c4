import type { CaipAddress, CaipNetworkId } from '@portico/common'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  gasPriceResponseSchema,
} from '@portico/common/schemas/api'
import type { output } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { ApiClientConfig } from '../api/ApiClientConfig'
import type { QueryValue } from '../api/buildQuery'
import { gatewayGetUrl } from '../api/gatewayGetUrl'
import { joinUrl } from '../api/joinUrl'
import { requestJson } from '../api/requestJson'
import { toTransport } from '../api/toTransport'

type Answer<S extends $ZodType> = Promise<output<S>>

/**
 * Typed client of the gateway's convert calls (spec §7), each answer zod-validated; errors
 * are the API client's (an error status is an ApiHttpError carrying the body).
 * @example
 * const { tokens } = await convert.getTokens('eip155:31337')
 */
export type ConvertApiClient = {
  getTokens(chainId: CaipNetworkId): Answer<typeof convertTokensResponseSchema>
  getGasPrice(chainId: CaipNetworkId): Answer<typeof gasPriceResponseSchema>
  /** `userAddress` is the plain address, as existing clients send it. */
  getQuotes(params: {
    amount: bigint
    userAddress: string
    from: CaipAddress
    to: CaipAddress
    gasPrice: bigint
  }): Answer<typeof convertQuotesResponseSchema>
  getAllowance(params: {
    tokenAddress: CaipAddress
    userAddress: CaipAddress
  }): Answer<typeof allowanceResponseSchema>
  /** Approval of exactly `amount` (an unlimited one without it). */
  buildApprove(params: {
    userAddress: CaipAddress
    from: CaipAddress
    to: CaipAddress
    amount?: bigint
  }): Answer<typeof buildApproveResponseSchema>
  buildTransaction(params: {
    amount: bigint
    slippage: number
    from: CaipAddress
    to: CaipAddress
    userAddress: CaipAddress
    disableEstimate: boolean
  }): Answer<typeof buildTransactionResponseSchema>
}

/**
 * Make the convert client: GETs append `st`, `sv` and `projectId` after their own parameters,
 * the POST puts `projectId` in its body (api-shapes.md).
 * @example
 * const convert = createConvertApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 */
export function createConvertApiClient(config: ApiClientConfig): ConvertApiClient {
  const transport = toTransport(config)
  const get = <S extends $ZodType>(
    path: string,
    params: readonly (readonly [string, QueryValue])[],
    schema: S,
  ): Answer<S> =>
    requestJson<output<S>>(transport, {
      url: gatewayGetUrl(config, `/v1/convert/${path}`, params),
      schema: schema as $ZodType<output<S>>,
    })
  return {
    getTokens: (chainId) => get('tokens', [['chainId', chainId]], convertTokensResponseSchema),
    getGasPrice: (chainId) => get('gas-price', [['chainId', chainId]], gasPriceResponseSchema),
    getQuotes: ({ amount, userAddress, from, to, gasPrice }) =>
      get(
        'quotes',
        [
          ['amount', amount.toString()],
          ['userAddress', userAddress],
          ['from', from],
          ['to', to],
          ['gasPrice', gasPrice.toString()],
        ],
        convertQuotesResponseSchema,
      ),
    getAllowance: ({ tokenAddress, userAddress }) =>
      get(
        'allowance',
        [
          ['tokenAddress', tokenAddress],
          ['userAddress', userAddress],
        ],
        allowanceResponseSchema,
      ),
    buildApprove: ({ userAddress, from, to, amount }) =>
      get(
        'build-approve',
        [
          ['userAddress', userAddress],
          ['from', from],
          ['to', to],
          ['amount', amount?.toString()],
        ],
        buildApproveResponseSchema,
      ),
    buildTransaction: ({ amount, slippage, from, to, userAddress, disableEstimate }) =>
      requestJson(transport, {
        url: joinUrl(config.baseUrl, '/v1/convert/build-transaction'),
        method: 'POST',
        body: {
          amount: amount.toString(),
          eip155: { slippage },
          projectId: config.projectId,
          from,
          to,
          userAddress,
          disableEstimate,
        },
        schema: buildTransactionResponseSchema,
      }),
  }
}
