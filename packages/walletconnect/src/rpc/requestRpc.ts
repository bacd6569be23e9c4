import { BaseError, type CaipNetwork, HTTP_TIMEOUT_MS, NoRpcUrlError } from '@portico/common'
import { z } from '@portico/common/zod'

import { httpRpcUrlOf } from './httpRpcUrlOf'

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
])

/**
 * A JSON-RPC call to a network's own HTTP endpoint (its first HTTP(S) `rpcUrls.default.http` URL)
 * for reads that need no wallet, never to a hosted fallback. Throws NoRpcUrlError without one and
 * a BaseError carrying the node's message and code when the call fails.
 * @example
 * const hex = await requestRpc(devnet, 'eth_getBalance', [address, 'latest'])
 */
export async function requestRpc(
  network: CaipNetwork,
  method: string,
  params: readonly unknown[],
  fetchFn: typeof fetch = fetch,
): Promise<unknown> {
  const url = httpRpcUrlOf(network)
  if (!url) throw new NoRpcUrlError({ metaMessages: [`Chain: ${network.caipNetworkId}`] })
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) {
    throw new BaseError(`RPC request failed with status ${response.status}`, {
      metaMessages: [`URL: ${url}`, `Method: ${method}`],
    })
  }
  const body = responseSchema.parse(await response.json())
  if ('error' in body) {
    throw Object.assign(
      new BaseError(body.error.message, { metaMessages: [`Method: ${method}`] }),
      {
        code: body.error.code,
      },
    )
  }
  return body.result
}
