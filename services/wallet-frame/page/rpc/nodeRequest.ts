import type { FrameContext } from '../FrameContext'
import { requestNode } from '../requestNode'

/**
 * A JSON-RPC call to the chain's node through the service's RPC proxy.
 * @example const block = await nodeRequest(ctx, 8453, 'eth_blockNumber', [])
 */
export function nodeRequest(
  ctx: Pick<FrameContext, 'api'>,
  chainId: number,
  method: string,
  params: unknown[] | undefined,
) {
  return requestNode(ctx.api, `/rpc/v1?chainId=${chainId}`, method, params)
}
