import type { CaipAddress, CaipNetworkId, TokenBalance, Transaction } from '@portico/common'
import {
  balanceResponseSchema,
  type FungiblePriceResponse,
  fungiblePriceResponseSchema,
  type HistoryStart,
  historyResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  type NftsResponse,
  nftsResponseSchema,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
} from '@portico/common/schemas/api'
import type { ApiClientConfig } from './ApiClientConfig'
import type { RequestOptions } from './ApiTransport'
import type { QueryValue } from './buildQuery'
import { createSupportedChainsGate } from './createSupportedChainsGate'
import { gatewayGetUrl } from './gatewayGetUrl'
import { joinUrl } from './joinUrl'
import { requestJson } from './requestJson'
import { toTokenBalances } from './toTokenBalances'
import { toTransactions } from './toTransactions'
import { toTransport } from './toTransport'

/**
 * One history page: the transactions, the cursor of the next page (undefined at the end), and,
 * from a gateway that indexes the chain from a later block than genesis, where its history
 * begins (nothing before it is listed).
 * @example
 * const page: HistoryPage = { data: [], next: undefined }
 */
export type HistoryPage = {
  data: Transaction[]
  next: string | undefined
  historyStart?: HistoryStart | undefined
}

/**
 * Typed client of the blockchain API (spec §7). Every answer is zod-validated; gated calls on a
 * network missing from `/v1/supported-chains` resolve an empty result without a request.
 * @example
 * const { balances } = await api.getBalance({ address: '0xf39F…2266', chainId: 'eip155:31337' })
 */
export type BlockchainApiClient = {
  /** GET /v1/supported-chains (not gated). */
  getSupportedChains(options?: RequestOptions): Promise<SupportedChainsResponse>
  /** Whether `chainId` passes the supported-chains gate (asks the list when it has none). */
  isNetworkSupported(chainId: CaipNetworkId): Promise<boolean>
  /** GET /v1/identity/{address}; `sender` is the connected address (not gated). */
  getIdentity(
    params: { address: string; sender?: string | undefined },
    options?: RequestOptions,
  ): Promise<IdentityResponse>
  /** GET /v1/account/{address}/balance in usd; `forceUpdate` skips the server's cache. Gated. */
  getBalance(
    params: { address: string; chainId: CaipNetworkId; forceUpdate?: boolean | undefined },
    options?: RequestOptions,
  ): Promise<{ balances: TokenBalance[] }>
  /** GET /v1/account/{address}/history, one page after `cursor`. Gated. */
  getHistory(
    params: { address: string; chainId: CaipNetworkId; cursor?: string | undefined },
    options?: RequestOptions,
  ): Promise<HistoryPage>
  /** GET /v1/account/{address}/nfts (this gateway's owned-NFT list), one page after `cursor`. Gated. */
  getNfts(
    params: { address: string; chainId: CaipNetworkId; cursor?: string | undefined },
    options?: RequestOptions,
  ): Promise<NftsResponse>
  /** POST /v1/fungible/price in usd for CAIP-10 token addresses; gated on `chainId`. */
  getFungiblePrice(
    params: { chainId: CaipNetworkId; addresses: readonly CaipAddress[] },
    options?: RequestOptions,
  ): Promise<FungiblePriceResponse>
}

/**
 * Make a blockchain API client. GETs append `st`, `sv` (`unknown` when unset) and `projectId`
 * after their own parameters; POSTs carry no `st`/`sv` and put `projectId` in the body.
 * @example
 * const api = createBlockchainApiClient({
 *   baseUrl: 'http://127.0.0.1:8787', projectId: 'demo', sdkType: 'portico', sdkVersion: 'core-0.1.0',
 * })
 * await api.getHistory({ address: '0xf39F…2266', chainId: 'eip155:31337' })
 */
export function createBlockchainApiClient(config: ApiClientConfig): BlockchainApiClient {
  const transport = toTransport(config)
  const url = (path: string, params: readonly (readonly [string, QueryValue])[] = []) =>
    gatewayGetUrl(config, path, params)
  const account = (address: string) => `/v1/account/${encodeURIComponent(address)}`

  const getSupportedChains = (options: RequestOptions = {}) =>
    requestJson(transport, {
      url: url('/v1/supported-chains'),
      schema: supportedChainsResponseSchema,
      signal: options.signal,
    })
  const gate = createSupportedChainsGate(async () => (await getSupportedChains()).http)

  return {
    getSupportedChains,
    isNetworkSupported: (chainId) => gate.isSupported(chainId),
    getIdentity: ({ address, sender }, options = {}) =>
      requestJson(transport, {
        url: url(`/v1/identity/${encodeURIComponent(address)}`, [['sender', sender]]),
        schema: identityResponseSchema,
        signal: options.signal,
      }),
    async getBalance({ address, chainId, forceUpdate }, options = {}) {
      if (!(await gate.isSupported(chainId))) return { balances: [] }
      const answer = await requestJson(transport, {
        url: url(`${account(address)}/balance`, [
          ['currency', 'usd'],
          ['chainId', chainId],
          ['forceUpdate', forceUpdate ? 'true' : undefined],
        ]),
        schema: balanceResponseSchema,
        signal: options.signal,
      })
      return { balances: toTokenBalances(answer.balances) }
    },
    async getHistory({ address, chainId, cursor }, options = {}) {
      if (!(await gate.isSupported(chainId))) return { data: [], next: undefined }
      const answer = await requestJson(transport, {
        url: url(`${account(address)}/history`, [
          ['cursor', cursor || undefined],
          ['chainId', chainId],
        ]),
        schema: historyResponseSchema,
        signal: options.signal,
      })
      return {
        data: toTransactions(answer.data),
        next: answer.next || undefined,
        ...(answer.historyStart && { historyStart: answer.historyStart }),
      }
    },
    async getNfts({ address, chainId, cursor }, options = {}) {
      if (!(await gate.isSupported(chainId))) return { data: [], next: null }
      return requestJson(transport, {
        url: url(`${account(address)}/nfts`, [
          ['chainId', chainId],
          ['cursor', cursor || undefined],
        ]),
        schema: nftsResponseSchema,
        signal: options.signal,
      })
    },
    async getFungiblePrice({ chainId, addresses }, options = {}) {
      if (!(await gate.isSupported(chainId))) return { fungibles: [] }
      return requestJson(transport, {
        url: joinUrl(config.baseUrl, '/v1/fungible/price'),
        method: 'POST',
        body: { currency: 'usd', addresses, projectId: config.projectId },
        schema: fungiblePriceResponseSchema,
        signal: options.signal,
      })
    },
  }
}
