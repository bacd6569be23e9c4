import { z } from '../zod'
import { subscriptionDataSchema } from './subscriptionData'

/**
 * Result of `irn_batchFetchMessages`: stored messages, oldest first, and whether more wait.
 * @example
 * const { messages, hasMore } = batchFetchMessagesResultSchema.parse(response.result)
 */
export const batchFetchMessagesResultSchema = z.object({
  messages: z.array(subscriptionDataSchema),
  hasMore: z.boolean(),
})

/**
 * A validated fetch result.
 * @example
 * const result: BatchFetchMessagesResult = { messages: [], hasMore: false }
 */
export type BatchFetchMessagesResult = z.infer<typeof batchFetchMessagesResultSchema>
