import { z } from '../zod'
import { RELAY_BATCH_LIMIT } from './relayBatchLimit'
import { relayTopicSchema } from './relayTopic'

/**
 * Params of `irn_batchSubscribe` (sent by the SDK on every reconnect).
 * @example
 * batchSubscribeParamsSchema.parse({ topics: [a, b] })
 */
export const batchSubscribeParamsSchema = z.object({
  topics: z.array(relayTopicSchema).min(1).max(RELAY_BATCH_LIMIT),
})

/**
 * Validated `irn_batchSubscribe` params.
 * @example
 * const params: BatchSubscribeParams = { topics }
 */
export type BatchSubscribeParams = z.infer<typeof batchSubscribeParamsSchema>
