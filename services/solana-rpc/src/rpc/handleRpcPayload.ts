import { z } from 'zod'
import { AirdropFailedError, type LocalSolanaChain } from '../chain/createLocalSolanaChain'
import { accountMethods } from '../methods/accountMethods'
import { clusterMethods } from '../methods/clusterMethods'
import { historyMethods } from '../methods/historyMethods'
import { tokenMethods } from '../methods/tokenMethods'
import { transactionMethods } from '../methods/transactionMethods'
import type { RpcMethod } from './defineMethod'
import { SolanaRpcError } from './SolanaRpcError'

const idSchema = z.union([z.string(), z.number(), z.null()])
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
})

/** A JSON-RPC 2.0 response. */
export type RpcResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | {
      jsonrpc: '2.0'
      id: string | number | null
      error: { code: number; message: string; data?: unknown }
    }

/** Every HTTP method of the chain, by name. */
export const rpcMethods: Readonly<Record<string, RpcMethod>> = {
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  ...historyMethods,
  ...clusterMethods,
}

/**
 * Answers one parsed JSON-RPC payload (a request or a batch) against the chain. Bad
 * envelopes, unknown methods and invalid params get the JSON-RPC error codes.
 *
 * @example
 * handleRpcPayload(chain, { jsonrpc: '2.0', id: 1, method: 'getSlot' }) // { jsonrpc, id: 1, result: 447552000n }
 */
export function handleRpcPayload(
  chain: LocalSolanaChain,
  payload: unknown,
): RpcResponse | RpcResponse[] {
  if (Array.isArray(payload)) {
    if (payload.length === 0)
      return errorResponse(null, SolanaRpcError.invalidRequest, 'Invalid request')
    return payload.map((request) => handleRequest(chain, request))
  }
  return handleRequest(chain, payload)
}

function handleRequest(chain: LocalSolanaChain, payload: unknown): RpcResponse {
  const request = requestSchema.safeParse(payload)
  if (!request.success) {
    const id = idSchema.safeParse((payload as { id?: unknown } | null)?.id)
    return errorResponse(
      id.success ? id.data : null,
      SolanaRpcError.invalidRequest,
      'Invalid request',
    )
  }
  const { id, method: name, params } = request.data
  const method = Object.hasOwn(rpcMethods, name) ? rpcMethods[name] : undefined
  if (!method) return errorResponse(id, SolanaRpcError.methodNotFound, 'Method not found')
  const parsed = method.params.safeParse(params ?? [])
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at params[${issue.path.join('].')}` : ''
    return errorResponse(
      id,
      SolanaRpcError.invalidParams,
      `Invalid params${where}: ${issue?.message ?? 'malformed'}`,
    )
  }
  try {
    return { jsonrpc: '2.0', id, result: method.run(parsed.data as never, chain) }
  } catch (error) {
    if (error instanceof SolanaRpcError)
      return errorResponse(id, error.code, error.message, error.data)
    if (error instanceof AirdropFailedError) {
      return errorResponse(id, SolanaRpcError.internalError, error.message, error.transactionError)
    }
    return errorResponse(
      id,
      SolanaRpcError.internalError,
      `Internal error: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function errorResponse(
  id: string | number | null,
  code: number,
  message: string,
  data?: unknown,
): RpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}
