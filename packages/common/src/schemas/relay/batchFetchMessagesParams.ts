import { z } from '../zod'
import { RELAY_BATCH_LIMIT } from './relayBatchLimit'
import { relayTopicSchema } from './relayTopic'

/**
 * Params of `irn_batchFetchMessages`: the topics whose stored messages the client wants.
 * @example
 * batchFetchMessagesParamsSchema.parse({ topics: [topic] })
 */
export const batchFetchMessagesParamsSchema = z.object({
  topics: z.array(relayTopicSchema).min(1).max(RELAY_BATCH_LIMIT),
})

/**
 * Validated `irn_batchFetchMessages` params.
 * @example
 * const params: BatchFetchMessagesParams = { topics }
 */
export type BatchFetchMessagesParams = z.infer<typeof batchFetchMessagesParamsSchema>
