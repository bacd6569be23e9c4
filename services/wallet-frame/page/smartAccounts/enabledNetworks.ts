import { z } from 'zod'
import type { SmartAccountState } from './SmartAccountState'

const networksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int()) })

/**
 * The chains the gateway lists as smart-account enabled, asked once (again after a failure).
 * @example const chainIds = await enabledNetworks(state)
 */
export function enabledNetworks(state: SmartAccountState): Promise<number[]> {
  const { config, api } = state
  state.networks ??= api
    .call(
      'GET',
      `/bundler/v1/networks?projectId=${encodeURIComponent(config.projectId)}`,
      {},
      networksSchema,
    )
    .then((answer) => answer.smartAccountEnabledNetworks)
    .catch((error: unknown) => {
      // Asked again next time: a gateway restart must not leave the frame on EOAs for good.
      state.networks = undefined
      throw error
    })
  return state.networks
}
