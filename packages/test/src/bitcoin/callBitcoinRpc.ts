import { z } from 'zod'

/**
 * Where a Bitcoin Core-style node's JSON-RPC answers, and the credentials it wants.
 * @example
 * const node: BitcoinRpcNode = { url: 'http://127.0.0.1:18443', user: 'portico', password: 'secret' }
 */
export type BitcoinRpcNode = { url: string; user: string; password: string }

/**
 * An error a node answered with (`code` as Bitcoin Core's RPC error codes, e.g. -28 while it
 * warms up, -26 for a rejected transaction).
 * @example
 * try { await callBitcoinRpc(node, 'getblock', [hash]) } catch (error) { if (error instanceof BitcoinRpcError) console.log(error.code) }
 */
export class BitcoinRpcError extends Error {
  override name = 'BitcoinRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

const responseSchema = z.object({
  result: z.unknown(),
  error: z.object({ code: z.number(), message: z.string() }).nullable(),
})

/**
 * Calls one method of a Bitcoin Core-style JSON-RPC (Litecoin Core too) and returns its
 * `result`. Core answers errors with HTTP 500 and a JSON body, so the body is read first.
 *
 * @example
 * const height = await callBitcoinRpc(node, 'getblockcount')
 */
export async function callBitcoinRpc(
  node: BitcoinRpcNode,
  method: string,
  params: readonly unknown[] = [],
  init: { signal?: AbortSignal } = {},
): Promise<unknown> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${node.user}:${node.password}`).toString('base64')}`,
    },
    body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  const text = await response.text()
  let body: z.infer<typeof responseSchema> | undefined
  try {
    body = responseSchema.parse(JSON.parse(text))
  } catch {
    throw new Error(`${method} on ${node.url}: HTTP ${response.status} ${text.slice(0, 200)}`)
  }
  if (body.error) throw new BitcoinRpcError(body.error.code, body.error.message)
  return body.result
}
