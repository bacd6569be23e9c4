import { IDENTITY_CACHE_MS } from '@portico/common'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'

/**
 * Query options of an address's identity (name and avatar), fresh for 5 minutes (spec §9).
 * `sender` is the connected address, when there is one.
 * @example
 * const { name, avatar } = await queryClient.fetchQuery(
 *   identityQueryOptions(portico.api.blockchain, { address }),
 * )
 */
export function identityQueryOptions(
  api: Pick<BlockchainApiClient, 'getIdentity'>,
  params: { address: string; sender?: string | undefined },
) {
  return {
    queryKey: ['portico', 'identity', params.address, params.sender ?? null] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getIdentity(params, { signal }),
    staleTime: IDENTITY_CACHE_MS,
  }
}
