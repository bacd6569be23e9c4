import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'

const answerSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.unknown(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/**
 * Sends one checked JSON-RPC request to a chain's node and answers its JSON-RPC reply; a node
 * that cannot be reached within 10 s, or answers something else, is UPSTREAM_UNAVAILABLE.
 * @example return c.json(await forwardJsonRpc(chain.rpcUrl, request))
 */
export async function forwardJsonRpc(
  rpcUrl: string,
  request: unknown,
): Promise<z.infer<typeof answerSchema>> {
  let upstream: Response
  try {
    upstream = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (cause) {
    throw new WalletFrameError('UPSTREAM_UNAVAILABLE', { cause })
  }
  const answer = answerSchema.safeParse(await upstream.json().catch(() => null))
  if (!answer.success) throw new WalletFrameError('UPSTREAM_UNAVAILABLE')
  return answer.data
}
