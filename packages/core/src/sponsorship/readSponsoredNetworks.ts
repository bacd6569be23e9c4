import { bundlerNetworksResponseSchema } from '@portico/common/schemas/api'
import { gatewayClientConfig } from '../api/gatewayClientConfig'
import { gatewayGetUrl } from '../api/gatewayGetUrl'
import { requestJson } from '../api/requestJson'
import { toTransport } from '../api/toTransport'
import type { PorticoInternals } from '../client/PorticoInternals'

// A policy changes with the gateway's config: read again after a few minutes.
const SPONSORED_NETWORKS_STALE_MS = 5 * 60_000

/**
 * The EVM chain ids on which the project's gateway pays its visitors' network fees through its
 * own paymaster (`GET /v1/bundler/networks`, `sponsoredNetworks`), cached for five minutes.
 * Rejects when the gateway cannot be read.
 * @example
 * const sponsored = await readSponsoredNetworks(internals) // [31337, 31338]
 */
export async function readSponsoredNetworks(
  internals: PorticoInternals,
): Promise<readonly number[]> {
  const config = gatewayClientConfig(internals.options)
  const queryClient = await internals.loadQueryClient()
  return queryClient.fetchQuery({
    queryKey: ['portico', 'sponsoredNetworks', config.baseUrl, config.projectId],
    staleTime: SPONSORED_NETWORKS_STALE_MS,
    queryFn: async () => {
      const url = gatewayGetUrl(config, '/v1/bundler/networks')
      const answer = await requestJson(toTransport(config), {
        url,
        schema: bundlerNetworksResponseSchema,
      })
      // Gateways that predate sponsorship answer without it: nothing sponsored.
      return answer.sponsoredNetworks ?? []
    },
  })
}
