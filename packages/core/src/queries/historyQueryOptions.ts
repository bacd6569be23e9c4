import { type CaipNetworkId, TRANSACTIONS_CACHE_MS } from '@portico/common'
import type { BlockchainApiClient, HistoryPage } from '../api/createBlockchainApiClient'

type HistoryParams = { address: string; chainId: CaipNetworkId }

/**
 * Query options of one history page (the page after `cursor`; the first without), fresh for
 * 15 s like the existing clients' transaction cache.
 * @example
 * const page = await queryClient.fetchQuery(
 *   historyPageQueryOptions(portico.api.blockchain, { address, chainId, cursor: undefined }),
 * )
 */
export function historyPageQueryOptions(
  api: Pick<BlockchainApiClient, 'getHistory'>,
  params: HistoryParams & { cursor: string | undefined },
) {
  return {
    queryKey: [
      'portico',
      'history',
      params.chainId,
      params.address,
      params.cursor ?? null,
    ] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getHistory(params, { signal }),
    staleTime: TRANSACTIONS_CACHE_MS,
  }
}

/**
 * Infinite-query options of an account's history on one network: pages follow the gateway's
 * `next` cursor until it is absent.
 * @example
 * const history = await queryClient.fetchInfiniteQuery({
 *   ...historyInfiniteQueryOptions(portico.api.blockchain, { address, chainId }),
 *   pages: 2,
 * })
 */
export function historyInfiniteQueryOptions(
  api: Pick<BlockchainApiClient, 'getHistory'>,
  params: HistoryParams,
) {
  return {
    queryKey: ['portico', 'historyPages', params.chainId, params.address] as const,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      api.getHistory({ ...params, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPage) => last.next,
    staleTime: TRANSACTIONS_CACHE_MS,
  }
}
