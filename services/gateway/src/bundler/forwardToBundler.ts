import { GatewayError } from '../errors/GatewayError'
import { UpstreamError } from '../errors/UpstreamError'
import { bundlerResponseSchema } from './bundlerSchemas'

/** A bundler's answers are small (receipts with their logs); more is not a bundler talking. */
const MAX_ANSWER_BYTES = 1024 * 1024

/**
 * One call for {@link forwardToBundler}: the method and its checked parameters.
 * @example const call: BundlerCall = { method: 'eth_chainId', params: [] }
 */
export type BundlerCall = { method: string; params: readonly unknown[] }

/**
 * Sends one JSON-RPC call to a bundler and returns its answer's `result` or `error` as it came
 * (the caller puts its client's `id` back). A bundler that does not answer in `timeoutMs`, fails
 * at the HTTP level or answers something else than JSON-RPC is `503 UPSTREAM_UNAVAILABLE`.
 * @example
 * const answer = await forwardToBundler('http://127.0.0.1:4337', { method: 'eth_chainId', params: [] }, { timeoutMs: 30_000 })
 */
export async function forwardToBundler(
  url: string,
  call: BundlerCall,
  options: { timeoutMs: number },
): Promise<{ result: unknown } | { error: { code: number; message: string; data?: unknown } }> {
  // The cause's own sentence as details: what the bundler did wrong, for the logs.
  const unavailable = (cause?: unknown) =>
    new GatewayError('UPSTREAM_UNAVAILABLE', {
      message: 'Bundler unavailable',
      cause,
      details: cause instanceof Error ? cause.message : undefined,
    })
  let text: string
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call.method, params: call.params }),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > MAX_ANSWER_BYTES)
      throw new UpstreamError('ANSWER_TOO_LARGE', `answer of ${declared} bytes`)
    text = await response.text()
    // A JSON-RPC error may come with a 4xx/5xx status; anything else must be a 200.
    if (!response.ok && !text.includes('"error"'))
      throw new UpstreamError('UPSTREAM_HTTP_STATUS', `HTTP ${response.status}`)
  } catch (cause) {
    throw unavailable(cause)
  }
  if (text.length > MAX_ANSWER_BYTES)
    throw unavailable(new UpstreamError('ANSWER_TOO_LARGE', 'answer too large'))
  let parsed: ReturnType<typeof bundlerResponseSchema.safeParse>
  try {
    parsed = bundlerResponseSchema.safeParse(JSON.parse(text))
  } catch (cause) {
    throw unavailable(cause)
  }
  if (!parsed.success) throw unavailable(parsed.error)
  const answer = parsed.data
  return 'error' in answer ? { error: answer.error } : { result: answer.result }
}
