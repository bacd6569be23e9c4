import { z } from '../zod'

/**
 * A JSON-RPC 2.0 request id as the relay accepts it: a number or a string. The WalletConnect SDK
 * sends bigint ids as decimal strings; numbers above 2^53 are echoed from the raw frame text.
 * @example
 * relayRpcIdSchema.parse('1732000000000000123')
 */
export const relayRpcIdSchema = z.union([z.number(), z.string().max(128)])

/**
 * A JSON-RPC request id.
 * @example
 * const id: RelayRpcId = 1
 */
export type RelayRpcId = z.infer<typeof relayRpcIdSchema>
