import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call as a client sent it. */
export type RpcCall = { id: number; method: string; params?: unknown[] }

/** What the node in front answers instead of the real one; undefined lets the real one answer. */
export type RpcOverride = (call: RpcCall) => { result: unknown } | { error: unknown } | undefined

/**
 * A JSON-RPC node in front of `rpcUrl` (an anvil) that answers some calls of each batch itself,
 * through `override`, and forwards the others in one batch: a node with another provider's
 * quirks (no trace API, wrong answers) over a real chain.
 * @example const node = await startNodeInFront(anvil.rpcUrl, (call) => call.method === 'trace_block' ? { error: { code: -32601, message: 'no' } } : undefined)
 */
export async function startNodeInFront(
  rpcUrl: string,
  override: RpcOverride,
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as RpcCall | RpcCall[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    const own = new Map(calls.map((c) => [c.id, override(c)]))
    const forward = calls.filter((c) => own.get(c.id) === undefined)
    const forwarded = forward.length
      ? ((await (
          await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(forward),
          })
        ).json()) as { id: number }[])
      : []
    const byId = new Map<number, unknown>(forwarded.map((a) => [a.id, a]))
    const answers = calls.map(
      (c) => byId.get(c.id) ?? { jsonrpc: '2.0', id: c.id, ...own.get(c.id) },
    )
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}
