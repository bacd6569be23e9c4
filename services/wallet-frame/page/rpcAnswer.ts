import { z } from 'zod'
import type { FrameApi } from './createFrameApi'

const rpcAnswerSchema = z.object({
  result: z.unknown().optional(),
  error: z
    .object({ code: z.number(), message: z.string(), data: z.unknown() })
    .partial()
    .passthrough()
    .optional(),
})

/**
 * The answer of one JSON-RPC call of the frame through its service (`/rpc/v1` for the chain
 * node, `/bundler/v1` for the gateway's bundler), its error kept whole (code, message, data) for
 * callers that tell errors apart; `requestNode` throws it instead.
 * @example const { result, error } = await rpcAnswer(api, path, 'pm_getPaymasterStubData', params)
 */
export async function rpcAnswer(
  api: FrameApi,
  path: string,
  method: string,
  params: readonly unknown[] | undefined,
): Promise<z.infer<typeof rpcAnswerSchema>> {
  return api.call(
    'POST',
    path,
    { auth: true, body: { jsonrpc: '2.0', id: 1, method, ...(params && { params }) } },
    rpcAnswerSchema,
  )
}
