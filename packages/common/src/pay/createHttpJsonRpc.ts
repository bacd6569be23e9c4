import { PaymentRpcError } from '../errors/pay'
import { z } from '../schemas/zodMini'
import type { JsonRpcRequest } from './JsonRpcRequest'

const answerSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.optional(z.number()), message: z.optional(z.string()) })),
})

// Far more than any answer a payment reader asks for (a receipt with its logs, a call trace):
// a node that answers more is not read further.
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

/**
 * A {@link JsonRpcRequest} over HTTP with fetch: one POST per call, `timeoutMs` each (10 s by
 * default), answers above 8 MiB refused. A JSON-RPC error, an HTTP error or an answer that is
 * not JSON-RPC throws PaymentRpcError.
 * @example
 * const request = createHttpJsonRpc('http://127.0.0.1:8545')
 * await request('eth_blockNumber', []) // '0x2a'
 */
export function createHttpJsonRpc(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): JsonRpcRequest {
  const fetchFn = options.fetch ?? fetch
  let id = 0
  return async (method, params) => {
    id += 1
    let text: string
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
        throw new PaymentRpcError({ details: `${method}: answer too large` })
      }
      text = await response.text()
      if (!response.ok) {
        throw new PaymentRpcError({ details: `${method}: HTTP ${response.status}` })
      }
    } catch (cause) {
      if (cause instanceof PaymentRpcError) throw cause
      throw new PaymentRpcError({ cause, details: `${method}: ${String(cause)}` })
    }
    if (text.length > MAX_ANSWER_BYTES) {
      throw new PaymentRpcError({ details: `${method}: answer too large` })
    }
    let parsed: z.infer<typeof answerSchema>
    try {
      parsed = answerSchema.parse(JSON.parse(text))
    } catch (cause) {
      throw new PaymentRpcError({ cause, details: `${method}: not a JSON-RPC answer` })
    }
    if (parsed.error) {
      const { code, message } = parsed.error
      throw new PaymentRpcError({
        details: `${method}: ${code ?? ''} ${message ?? 'error'}`.trim(),
      })
    }
    return parsed.result ?? null
  }
}
