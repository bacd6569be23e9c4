import { sdkQuerySchema } from '@portico/common/schemas/api'
import { z } from 'zod'

/**
 * Query of `POST /v1`: the chain as CAIP-2 (`eip155:31337`) or a bare decimal id.
 * @example rpcQuery.parse({ chainId: 'eip155:31337', projectId: 'p' }).chainId // 31337
 */
export const rpcQuery = z.object({
  ...sdkQuerySchema.shape,
  chainId: z
    .string()
    .regex(/^(eip155:)?\d{1,12}$/, 'Expected an EVM chain id such as eip155:1')
    .transform((value) => Number(value.replace(/^eip155:/, ''))),
})

/**
 * A JSON-RPC id the proxy answers to: a safe integer, a short string or null. Numbers beyond
 * 2^53 would come back rounded, so they are refused rather than echoed wrong.
 * @example rpcIdSchema.parse(7) // 7
 */
export const rpcIdSchema = z.union([
  z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  z.string().max(128),
  z.null(),
])

/** A JSON-RPC id. @example const id: RpcId = 1 */
export type RpcId = z.infer<typeof rpcIdSchema>

/**
 * One JSON-RPC 2.0 call of `POST /v1`. The id is required: the proxy answers every call.
 * @example rpcCallSchema.parse({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
 */
export const rpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcIdSchema,
  method: z.string().max(64),
  params: z.array(z.unknown()).max(8).optional(),
})

/** A checked JSON-RPC call. @example call.method */
export type RpcCall = z.infer<typeof rpcCallSchema>

/**
 * A JSON-RPC error as the proxy answers it.
 * @example const e: RpcErrorObject = { code: -32601, message: 'Requested RPC call is not allowed' }
 */
export type RpcErrorObject = { code: number; message: string; data?: unknown }

/**
 * One answer of the chain's node: the id the proxy gave and a result or an error, kept as it
 * came (a reverted `eth_call` keeps its revert data).
 * @example upstreamAnswerSchema.parse({ jsonrpc: '2.0', id: 0, result: '0x7a69' })
 */
export const upstreamAnswerSchema = z.union([
  // The error first: a `result` of unknown type would also match an answer without one.
  z.object({
    id: z.number().int().nonnegative(),
    error: z.object({
      code: z.number().int(),
      message: z.string().max(4_096),
      data: z.unknown().optional(),
    }),
  }),
  z.object({ id: z.number().int().nonnegative(), result: z.unknown() }),
])

/** A parsed answer of the node. @example 'result' in answer */
export type UpstreamAnswer = z.infer<typeof upstreamAnswerSchema>
