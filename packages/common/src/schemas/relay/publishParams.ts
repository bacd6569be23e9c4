import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'
import { relayTtlSchema } from './relayTtl'

/**
 * Params of `irn_publish`. Extra fields the SDK adds for analytics (`correlationId`,
 * `approvedChains`, …) are accepted and dropped; so is `attestation` (even null), since the
 * relay runs no Verify service.
 * @example
 * publishParamsSchema.parse({ topic, message: 'AAEC…', ttl: 300, tag: 1108, prompt: true })
 */
export const publishParamsSchema = z.object({
  topic: relayTopicSchema,
  message: z.string().min(1),
  ttl: relayTtlSchema,
  tag: z.number().int().min(0).optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().nullish(),
})

/**
 * Validated `irn_publish` params.
 * @example
 * const params: PublishParams = { topic, message, ttl: 300 }
 */
export type PublishParams = z.infer<typeof publishParamsSchema>
