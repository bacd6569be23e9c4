import { BALANCE_CACHE_MS, type CaipNetworkId } from '@portico/common'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'

/**
 * Query key of an account's token balances on one network.
 * @example
 * portico.queryClient.getQueryData(tokenBalancesQueryKey('eip155:31337', '0xf39F…2266'))
 */
export function tokenBalancesQueryKey(chainId: CaipNetworkId, address: string) {
  return ['portico', 'tokenBalances', chainId, address] as const
}

/**
 * Query options of an account's token balances (native included) through the gateway, fresh
 * for 30 s (spec §9). `forceUpdate` makes them stale at once and asks the gateway to skip its
 * cache too.
 * @example
 * const { balances } = await queryClient.fetchQuery(
 *   tokenBalancesQueryOptions(portico.api.blockchain, { address, chainId: 'eip155:31337' }),
 * )
 */
export function tokenBalancesQueryOptions(
  api: Pick<BlockchainApiClient, 'getBalance'>,
  params: { address: string; chainId: CaipNetworkId; forceUpdate?: boolean | undefined },
) {
  return {
    queryKey: tokenBalancesQueryKey(params.chainId, params.address),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getBalance(params, { signal }),
    staleTime: params.forceUpdate ? 0 : BALANCE_CACHE_MS,
  }
}
