import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'
import { relayTtlSchema } from './relayTtl'

/**
 * Params of `wc_approveSession`: the wallet's encrypted proposal response (for the pairing
 * topic) and session settlement request (for the new session topic). The relay stores both and
 * subscribes the sender to the session topic.
 * @example
 * approveSessionParamsSchema.parse({ sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest })
 */
export const approveSessionParamsSchema = z.object({
  sessionTopic: relayTopicSchema,
  pairingTopic: relayTopicSchema,
  sessionProposalResponse: z.string().min(1),
  sessionSettlementRequest: z.string().min(1),
  ttl: relayTtlSchema.optional(),
  attestation: z.string().nullish(),
})

/**
 * Validated `wc_approveSession` params.
 * @example
 * const params: ApproveSessionParams = { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest }
 */
export type ApproveSessionParams = z.infer<typeof approveSessionParamsSchema>
