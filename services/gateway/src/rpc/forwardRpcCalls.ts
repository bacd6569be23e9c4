import { ERROR_CODES } from '../errors/errorCodes'
import { UpstreamError } from '../errors/UpstreamError'
import type { FetchFn } from '../upstream/createRequestSender'
import { type RpcErrorObject, type UpstreamAnswer, upstreamAnswerSchema } from './rpcSchemas'

/**
 * One call for {@link forwardRpcCalls}: an allowed method and its parameters.
 * @example const call: ForwardedCall = { method: 'eth_chainId', params: [] }
 */
export type ForwardedCall = { method: string; params: readonly unknown[] }

/** What one forwarded call came back with. @example 'error' in outcome */
export type CallOutcome = { result: unknown } | { error: RpcErrorObject }

/**
 * EIP-1474's "resource unavailable": the node did not answer in time, failed at the HTTP level
 * or answered something that is not JSON-RPC.
 */
export const UNAVAILABLE: RpcErrorObject = {
  code: -32002,
  message: ERROR_CODES.UPSTREAM_UNAVAILABLE.message,
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes)
    throw new UpstreamError('ANSWER_TOO_LARGE', `answer of ${declared} bytes`)
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // Stop reading a runaway answer rather than buffer it whole.
    if (size > maxBytes) {
      await reader.cancel()
      throw new UpstreamError('ANSWER_TOO_LARGE', 'answer too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Sends calls to a chain's node in one request (a plain call when there is one, a batch
 * otherwise) with ids of its own, and returns each call's result or error in the order given.
 * A node that does not answer within `timeoutMs`, answers more than `maxResponseBytes`, fails at
 * the HTTP level or answers something else than JSON-RPC gives every call {@link UNAVAILABLE};
 * a call the node's batch answer leaves out gets it too. Never throws. `fetch` is the chain's
 * provider-grade fetch where the gateway has one (pacing, 429 back-off, batch splitting, the
 * circuit breaker: a circuit open is unavailable too).
 * @example
 * const [outcome] = await forwardRpcCalls('http://127.0.0.1:8545', [{ method: 'eth_chainId', params: [] }], { timeoutMs: 8_000, maxResponseBytes: 1e7 })
 */
export async function forwardRpcCalls(
  url: string,
  calls: readonly ForwardedCall[],
  options: { timeoutMs: number; maxResponseBytes: number; fetch?: FetchFn | undefined },
): Promise<CallOutcome[]> {
  const send = options.fetch ?? fetch
  if (calls.length === 0) return []
  const unavailable = () => calls.map(() => ({ error: UNAVAILABLE }))
  const envelopes = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  let parsed: unknown
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelopes.length === 1 ? envelopes[0] : envelopes),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    const text = await readCapped(response, options.maxResponseBytes)
    // A JSON-RPC error may come with a 4xx/5xx status; anything else must be a 200.
    if (!response.ok && !text.includes('"error"')) return unavailable()
    parsed = JSON.parse(text)
  } catch {
    return unavailable()
  }
  const answers = new Map<number, UpstreamAnswer>()
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    const answer = upstreamAnswerSchema.safeParse(item)
    if (answer.success) answers.set(answer.data.id, answer.data)
  }
  return calls.map((_, id) => {
    const answer = answers.get(id)
    if (!answer) return { error: UNAVAILABLE }
    return 'error' in answer ? { error: answer.error } : { result: answer.result }
  })
}
