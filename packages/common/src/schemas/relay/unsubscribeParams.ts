import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'

/**
 * Params of `irn_unsubscribe`: the topic and the subscription id the client holds for it.
 * @example
 * unsubscribeParamsSchema.parse({ topic, id: subscriptionId })
 */
export const unsubscribeParamsSchema = z.object({
  topic: relayTopicSchema,
  id: z.string().min(1).max(128),
})

/**
 * Validated `irn_unsubscribe` params.
 * @example
 * const params: UnsubscribeParams = { topic, id }
 */
export type UnsubscribeParams = z.infer<typeof unsubscribeParamsSchema>
