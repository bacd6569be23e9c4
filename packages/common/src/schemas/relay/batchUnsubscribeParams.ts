import { z } from '../zod'
import { RELAY_BATCH_LIMIT } from './relayBatchLimit'
import { unsubscribeParamsSchema } from './unsubscribeParams'

/**
 * Params of `irn_batchUnsubscribe`.
 * @example
 * batchUnsubscribeParamsSchema.parse({ subscriptions: [{ topic, id }] })
 */
export const batchUnsubscribeParamsSchema = z.object({
  subscriptions: z.array(unsubscribeParamsSchema).min(1).max(RELAY_BATCH_LIMIT),
})

/**
 * Validated `irn_batchUnsubscribe` params.
 * @example
 * const params: BatchUnsubscribeParams = { subscriptions: [{ topic, id }] }
 */
export type BatchUnsubscribeParams = z.infer<typeof batchUnsubscribeParamsSchema>
