import { BALANCE_CACHE_MS, type CaipNetworkId } from '@portico/common'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'

/**
 * Query options of one page of the NFTs an account holds on a network (the page after
 * `cursor`; the first without), fresh for 30 s like balances: holdings change as balances do.
 * The API client loads on the first call, so the NFT list costs nothing until it is shown.
 * @example
 * const page = await (await portico.getQueryClient()).fetchQuery(
 *   nftsPageQueryOptions(portico.api.blockchain, { address, chainId, cursor: undefined }),
 * )
 */
export function nftsPageQueryOptions(
  api: Pick<BlockchainApiClient, 'getNfts'>,
  params: { address: string; chainId: CaipNetworkId; cursor: string | undefined },
) {
  return {
    queryKey: ['portico', 'nfts', params.chainId, params.address, params.cursor ?? null] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getNfts(params, { signal }),
    staleTime: BALANCE_CACHE_MS,
  }
}
