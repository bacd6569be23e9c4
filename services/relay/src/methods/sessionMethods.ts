import {
  approveSessionParamsSchema,
  proposeSessionParamsSchema,
} from '@portico/common/schemas/relay'
import { defineMethod } from './defineMethod'
import { publishMessages } from './publishMessages'
import { SESSION_HANDSHAKE } from './sessionTags'
import { subscribeTopic } from './subscribeTopic'

/**
 * `wc_proposeSession` (from the dapp): subscribe the sender to the pairing topic — the SDK sends
 * no `irn_subscribe` for it — and store the proposal there for the wallet (tag 1100).
 * @example
 * await proposeSession.run(services, call, { pairingTopic, sessionProposal, ttl: 300 })
 */
export const proposeSession = defineMethod(
  proposeSessionParamsSchema,
  async (services, call, params) => {
    subscribeTopic(services, call.connection, params.pairingTopic)
    await publishMessages(services, call.connection, [
      {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttlSeconds: params.ttl ?? SESSION_HANDSHAKE.ttlSeconds,
        tag: SESSION_HANDSHAKE.proposeRequestTag,
      },
    ])
    call.defer(() => services.deliverer.deliverStored(call.connection, [params.pairingTopic]))
    return true
  },
)

/**
 * `wc_approveSession` (from the wallet): subscribe the sender to the new session topic, store the
 * proposal response on the pairing topic (tag 1101) and the settlement request on the session
 * topic (tag 1102).
 * @example
 * await approveSession.run(services, call, { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest })
 */
export const approveSession = defineMethod(
  approveSessionParamsSchema,
  async (services, call, params) => {
    subscribeTopic(services, call.connection, params.sessionTopic)
    const ttlSeconds = params.ttl ?? SESSION_HANDSHAKE.ttlSeconds
    await publishMessages(services, call.connection, [
      {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttlSeconds,
        tag: SESSION_HANDSHAKE.proposeResponseTag,
      },
      {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttlSeconds,
        tag: SESSION_HANDSHAKE.settleRequestTag,
      },
    ])
    call.defer(() => services.deliverer.deliverStored(call.connection, [params.sessionTopic]))
    return true
  },
)
