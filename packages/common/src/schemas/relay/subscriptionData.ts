import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'

/**
 * One delivered message: what `irn_subscription` carries in `data` and what
 * `irn_batchFetchMessages` lists. `publishedAt` is in milliseconds; `attestation` is empty
 * because this relay runs no Verify service.
 * @example
 * subscriptionDataSchema.parse({ topic, message, publishedAt: 1732000000000, tag: 1108, attestation: '' })
 */
export const subscriptionDataSchema = z.object({
  topic: relayTopicSchema,
  message: z.string(),
  publishedAt: z.number().int(),
  tag: z.number().int(),
  attestation: z.string(),
})

/**
 * One message as the relay delivers it.
 * @example
 * const data: SubscriptionData = { topic, message, publishedAt, tag: 0, attestation: '' }
 */
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>
