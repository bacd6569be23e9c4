import { z } from '../zod'
import { publishParamsSchema } from './publishParams'
import { RELAY_BATCH_LIMIT } from './relayBatchLimit'

/**
 * Params of `irn_batchPublish`.
 * @example
 * batchPublishParamsSchema.parse({ messages: [{ topic, message, ttl: 300 }] })
 */
export const batchPublishParamsSchema = z.object({
  messages: z.array(publishParamsSchema).min(1).max(RELAY_BATCH_LIMIT),
})

/**
 * Validated `irn_batchPublish` params.
 * @example
 * const params: BatchPublishParams = { messages }
 */
export type BatchPublishParams = z.infer<typeof batchPublishParamsSchema>
