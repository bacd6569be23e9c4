import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The faults a {@link startFaultyRpcProxy} plays, each changeable while it runs.
 * @example
 * proxy.faults.rateLimitEvery = 3 // every third request answers 429
 */
export type RpcFaults = {
  /** Every n-th request (counted from the start) answers 429; 0: never. */
  rateLimitEvery: number
  /** The `Retry-After` header of those 429s (seconds or an HTTP date); undefined: none. */
  retryAfter: string | undefined
  /** A batch of more calls answers as providers do: one JSON-RPC error, not an array. */
  maxBatchSize: number
  /** How the refused batch is said: `error` (HTTP 200, one error object) or `413`. */
  batchRefusal: 'error' | '413'
  /** The next n requests have their connection destroyed before any answer. */
  dropNext: number
  /** The next n requests answer 503. */
  failNext: number
}

/**
 * What the proxy saw: each request's calls (methods, in order) and how it was answered.
 * @example proxy.seen.filter((r) => r.answer === 429).length
 */
export type SeenRequest = { methods: string[]; answer: number | 'dropped' | 'refused batch' }

/**
 * A JSON-RPC proxy on loopback in front of a real node (anvil) that misbehaves like an RPC
 * provider: 429s with `Retry-After`, a batch size cap, dropped connections and 503s. Everything else is forwarded to `target` and answered as the node answered.
 * @example
 * const proxy = await startFaultyRpcProxy(anvil.rpcUrl, { rateLimitEvery: 4, retryAfter: '1' })
 * // point the gateway's chain at proxy.url
 * await proxy.stop()
 */
export async function startFaultyRpcProxy(
  target: string,
  faults: Partial<RpcFaults> = {},
): Promise<{ url: string; faults: RpcFaults; seen: SeenRequest[]; stop(): Promise<void> }> {
  const current: RpcFaults = {
    rateLimitEvery: 0,
    retryAfter: undefined,
    maxBatchSize: Number.POSITIVE_INFINITY,
    batchRefusal: 'error',
    dropNext: 0,
    failNext: 0,
    ...faults,
  }
  const seen: SeenRequest[] = []
  let requests = 0

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    requests++
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      parsed = undefined
    }
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { method?: string }[]
    const methods = calls.map((call) => String(call?.method))
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      seen.push({ methods, answer: status })
      response.writeHead(status, { 'content-type': 'application/json', ...headers })
      response.end(text)
    }
    if (current.dropNext > 0) {
      current.dropNext--
      seen.push({ methods, answer: 'dropped' })
      request.socket.destroy()
      return
    }
    if (current.failNext > 0) {
      current.failNext--
      return answer(503, '{"error":"Service Unavailable"}')
    }
    if (current.rateLimitEvery > 0 && requests % current.rateLimitEvery === 0) {
      const headers: Record<string, string> =
        current.retryAfter === undefined ? {} : { 'retry-after': current.retryAfter }
      return answer(
        429,
        '{"jsonrpc":"2.0","error":{"code":429,"message":"Too Many Requests"}}',
        headers,
      )
    }
    if (Array.isArray(parsed) && parsed.length > current.maxBatchSize) {
      seen.push({ methods, answer: 'refused batch' })
      const status = current.batchRefusal === '413' ? 413 : 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `Batch of more than ${current.maxBatchSize} requests` },
        }),
      )
      return
    }
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      answer(upstream.status, await upstream.text())
    } catch (error) {
      answer(502, JSON.stringify({ error: String(error) }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    faults: current,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
