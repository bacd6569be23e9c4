import { BaseError, type CaipNetwork, HTTP_TIMEOUT_MS, NoRpcUrlError } from '@portico/common'
import { z } from '@portico/common/zod-mini'
import type { FetchLike } from '../api/ApiTransport'
import { httpRpcUrlOf } from './httpRpcUrlOf'

// Built on the first call: an adapter's parts carry this module, and opening the modal should
// not allocate a schema no read has needed yet.
let responseSchema: ReturnType<typeof createResponseSchema> | undefined
const createResponseSchema = () =>
  z.union([
    z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }),
    z.object({
      jsonrpc: z.literal('2.0'),
      error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
    }),
  ])

/**
 * A network's node answered a JSON-RPC call with an error: its message is the sentence, its
 * JSON-RPC number the code (`-32000` execution reverted, `-32601` method not found…).
 * @example
 * if (error instanceof NetworkRpcError && error.code === -32601) useFallback()
 */
export class NetworkRpcError extends BaseError {
  override name = 'NetworkRpcError'
  override readonly code: number
  constructor(message: string, code: number, method: string) {
    super(message, { metaMessages: [`Method: ${method}`] })
    this.code = code
  }
}

/**
 * A network's RPC endpoint did not answer with JSON-RPC (an HTTP error status).
 * @example
 * if (error instanceof NetworkRpcHttpError) console.warn(error.status)
 */
export class NetworkRpcHttpError extends BaseError {
  override name = 'NetworkRpcHttpError'
  override readonly code = 'NETWORK_RPC_HTTP'
  readonly status: number
  constructor(status: number, url: string, method: string) {
    super(`RPC request failed with status ${status}`, {
      metaMessages: [`URL: ${url}`, `Method: ${method}`],
    })
    this.status = status
  }
}

/**
 * A JSON-RPC call to a network's own HTTP endpoint (its first HTTP(S) `rpcUrls.default.http`
 * URL) for reads that need no wallet, never to a hosted fallback. Throws NoRpcUrlError without
 * one, NetworkRpcHttpError on an HTTP error and NetworkRpcError with the node's message and code.
 * @example
 * const hex = await requestNetworkRpc(devnet, 'eth_getBalance', [address, 'latest'])
 */
export async function requestNetworkRpc(
  network: CaipNetwork,
  method: string,
  params: readonly unknown[],
  fetchFn: FetchLike = fetch,
): Promise<unknown> {
  const url = httpRpcUrlOf(network)
  if (!url) throw new NoRpcUrlError({ metaMessages: [`Chain: ${network.caipNetworkId}`] })
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) throw new NetworkRpcHttpError(response.status, url, method)
  responseSchema ??= createResponseSchema()
  const body = responseSchema.parse(await response.json())
  if ('error' in body) throw new NetworkRpcError(body.error.message, body.error.code, method)
  return body.result
}
