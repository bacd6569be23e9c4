import { z } from '../zod'
import { relayRpcIdSchema } from './relayRpcId'

/**
 * A JSON-RPC 2.0 error object.
 * @example
 * relayErrorObjectSchema.parse({ code: -32602, message: 'Invalid params' })
 */
export const relayErrorObjectSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
})

/**
 * A JSON-RPC 2.0 response: a client acknowledging an `irn_subscription` push with
 * `result: true`, or the relay answering a request.
 * @example
 * relayResponseSchema.parse({ id: 1732000000000000, jsonrpc: '2.0', result: true })
 */
export const relayResponseSchema = z.union([
  z.object({ id: relayRpcIdSchema, jsonrpc: z.literal('2.0'), result: z.unknown() }),
  z.object({
    id: z.union([relayRpcIdSchema, z.null()]),
    jsonrpc: z.literal('2.0'),
    error: relayErrorObjectSchema,
  }),
])

/**
 * A JSON-RPC response exchanged with the relay.
 * @example
 * const ack: RelayResponse = { id: 1, jsonrpc: '2.0', result: true }
 */
export type RelayResponse = z.infer<typeof relayResponseSchema>
