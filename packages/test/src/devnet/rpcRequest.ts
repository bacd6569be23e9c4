import { z } from 'zod'

/**
 * One JSON-RPC 2.0 response: a result or an error.
 * @example
 * const body = rpcResponse.parse(await response.json())
 */
export const rpcResponse = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.unknown(), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.unknown(),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
])

/**
 * A JSON-RPC error answered by a node, with its code and data kept.
 * @example
 * try { await rpcRequest(url, 'eth_call', [tx]) } catch (error) { if (error instanceof RpcResponseError) console.log(error.code) }
 */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/**
 * Sends one JSON-RPC request over HTTP and returns its `result` (throws {@link RpcResponseError}).
 *
 * @example
 * const chainId = await rpcRequest('http://127.0.0.1:8545', 'eth_chainId')
 */
export async function rpcRequest(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] = [],
  init: { signal?: AbortSignal } = {},
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  if (!response.ok) throw new Error(`${method} on ${rpcUrl}: HTTP ${response.status}`)
  const body = rpcResponse.parse(await response.json())
  if ('error' in body)
    throw new RpcResponseError(body.error.code, body.error.message, body.error.data)
  return body.result
}
