import { createPublicClient, custom } from 'viem'
import { requestNode } from '../requestNode'
import type { SmartAccountState } from './SmartAccountState'
import { viemChainOf } from './viemChainOf'

/**
 * A public client of the chain, reading through the service's RPC proxy.
 * @example const code = await clientOf(state, 8453).getCode({ address })
 */
export function clientOf(state: SmartAccountState, chainId: number) {
  const { api } = state
  return createPublicClient({
    chain: viemChainOf(state, chainId),
    transport: custom({
      request: ({ method, params }) =>
        requestNode(api, `/rpc/v1?chainId=${chainId}`, method, params as unknown[] | undefined),
    }),
  })
}
