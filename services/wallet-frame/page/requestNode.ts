import type { FrameApi } from './createFrameApi'
import { FrameRequestError } from './FrameRequestError'
import { rpcAnswer } from './rpcAnswer'

/**
 * One JSON-RPC call of the frame through its service (`/rpc/v1` for the chain node,
 * `/bundler/v1` for the gateway's bundler); a JSON-RPC error is thrown as FrameRequestError
 * with the node's or bundler's own sentence.
 * @example const code = await requestNode(api, '/rpc/v1?chainId=31337', 'eth_getCode', [address, 'latest'])
 */
export async function requestNode(
  api: FrameApi,
  path: string,
  method: string,
  params: readonly unknown[] | undefined,
): Promise<unknown> {
  const answer = await rpcAnswer(api, path, method, params)
  if (answer.error) throw new FrameRequestError(answer.error.message ?? 'An error occurred')
  return answer.result
}
