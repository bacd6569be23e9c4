import { z } from '../zod'
import { relayTopicSchema } from './relayTopic'
import { relayTtlSchema } from './relayTtl'

/**
 * Params of `wc_proposeSession`: the dapp's encrypted session proposal for the pairing topic.
 * The relay stores it for the wallet and subscribes the sender to the pairing topic.
 * @example
 * proposeSessionParamsSchema.parse({ pairingTopic, sessionProposal: 'AAEC…', ttl: 300 })
 */
export const proposeSessionParamsSchema = z.object({
  pairingTopic: relayTopicSchema,
  sessionProposal: z.string().min(1),
  ttl: relayTtlSchema.optional(),
  attestation: z.string().nullish(),
})

/**
 * Validated `wc_proposeSession` params.
 * @example
 * const params: ProposeSessionParams = { pairingTopic, sessionProposal }
 */
export type ProposeSessionParams = z.infer<typeof proposeSessionParamsSchema>
