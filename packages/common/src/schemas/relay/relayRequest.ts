import { z } from '../zod'
import { relayRpcIdSchema } from './relayRpcId'

/**
 * The envelope of a JSON-RPC 2.0 request sent to the relay; `params` is validated per method.
 * @example
 * relayRequestSchema.parse({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } })
 */
export const relayRequestSchema = z.object({
  id: relayRpcIdSchema,
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1).max(64),
  params: z.unknown().optional(),
})

/**
 * A JSON-RPC request as the relay receives it.
 * @example
 * const request: RelayRequest = { id: 1, jsonrpc: '2.0', method: 'irn_publish', params }
 */
export type RelayRequest = z.infer<typeof relayRequestSchema>
