import { z } from '../zodMini'
import { caip2Schema } from './primitives'

/**
 * Answer of GET /v1/supported-chains: the `http` list gates every blockchain call.
 * @example supportedChainsResponseSchema.parse({ http: ['eip155:31337'], ws: [] })
 */
export const supportedChainsResponseSchema = z.object({
  http: z.array(caip2Schema),
  ws: z.optional(z.array(z.string())),
})

/** @example const r: SupportedChainsResponse = { http: ['eip155:1'], ws: [] } */
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
