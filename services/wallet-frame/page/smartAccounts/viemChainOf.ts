import { defineChain } from 'viem'
import { FrameRequestError } from '../FrameRequestError'
import type { SmartAccountState } from './SmartAccountState'

/**
 * The frame's chain of that id as a viem chain (no RPC URL: requests go through the service), or
 * 'Chain is not supported'.
 * @example const chain = viemChainOf(state, 8453)
 */
export function viemChainOf({ config }: SmartAccountState, chainId: number) {
  const chain = config.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new FrameRequestError('Chain is not supported')
  return defineChain({
    id: chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [] } },
  })
}
