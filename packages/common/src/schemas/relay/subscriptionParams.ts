import { z } from '../zod'
import { subscriptionDataSchema } from './subscriptionData'

/**
 * Params of the `irn_subscription` push: the subscription id and the message.
 * @example
 * subscriptionParamsSchema.parse({ id: subscriptionId, data })
 */
export const subscriptionParamsSchema = z.object({
  id: z.string(),
  data: subscriptionDataSchema,
})

/**
 * Validated `irn_subscription` params.
 * @example
 * const params: SubscriptionParams = { id, data }
 */
export type SubscriptionParams = z.infer<typeof subscriptionParamsSchema>
