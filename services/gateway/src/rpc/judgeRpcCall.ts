import { checkLogRange, type MovingTag } from './checkLogRange'
import { type ForwardedCall, UNAVAILABLE } from './forwardRpcCalls'
import { RPC_METHODS } from './rpcMethods'
import { type RpcErrorObject, type RpcId, rpcCallSchema, rpcIdSchema } from './rpcSchemas'

// Spec §8's sentence for a disallowed call.
const NOT_ALLOWED = 'Requested RPC call is not allowed'

const idOf = (item: unknown): RpcId => {
  const id = rpcIdSchema.safeParse(
    item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined,
  )
  return id.success ? id.data : null
}

/**
 * What the proxy does with one item of a request: forward it as `call`, or answer it with the
 * JSON-RPC error `refused` (`-32600` not a call, `-32601` a method not allowed, an
 * `eth_getLogs` over more than `maxLogBlockRange` blocks), under the caller's id.
 * @example
 * const { id, refused, call } = await judgeRpcCall(item, { maxLogBlockRange: 10_000, numberOf })
 */
export async function judgeRpcCall(
  item: unknown,
  options: {
    maxLogBlockRange: number
    numberOf: (tag: MovingTag) => Promise<bigint | undefined>
  },
): Promise<{ id: RpcId; refused?: RpcErrorObject; call?: ForwardedCall }> {
  const parsed = rpcCallSchema.safeParse(item)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return {
      id: idOf(item),
      refused: { code: -32600, message: `Invalid Request${where}: ${issue?.message ?? ''}` },
    }
  }
  const { id, method, params } = parsed.data
  if (!RPC_METHODS.has(method)) {
    return { id, refused: { code: -32601, message: NOT_ALLOWED, data: { method } } }
  }
  if (method === 'eth_getLogs') {
    const refused = await checkLogRange(
      params,
      options.maxLogBlockRange,
      options.numberOf,
      UNAVAILABLE,
    )
    if (refused) return { id, refused }
  }
  return { id, call: { method, params: params ?? [] } }
}
