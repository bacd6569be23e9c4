import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'

/**
 * Params of `irn_subscribe`.
 * @example
 * subscribeParamsSchema.parse({ topic })
 */
export const subscribeParamsSchema = z.object({ topic: relayTopicSchema })

/**
 * Validated `irn_subscribe` params.
 * @example
 * const params: SubscribeParams = { topic }
 */
export type SubscribeParams = z.infer<typeof subscribeParamsSchema>
