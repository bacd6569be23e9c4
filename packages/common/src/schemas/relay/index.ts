export {
  type ApproveSessionParams,
  approveSessionParamsSchema,
} from './approveSessionParams'
export {
  type BatchFetchMessagesParams,
  batchFetchMessagesParamsSchema,
} from './batchFetchMessagesParams'
export {
  type BatchFetchMessagesResult,
  batchFetchMessagesResultSchema,
} from './batchFetchMessagesResult'
export { type BatchPublishParams, batchPublishParamsSchema } from './batchPublishParams'
export { type BatchSubscribeParams, batchSubscribeParamsSchema } from './batchSubscribeParams'
export {
  type BatchUnsubscribeParams,
  batchUnsubscribeParamsSchema,
} from './batchUnsubscribeParams'
export {
  type ProposeSessionParams,
  proposeSessionParamsSchema,
} from './proposeSessionParams'
export { type PublishParams, publishParamsSchema } from './publishParams'
export { RELAY_BATCH_LIMIT } from './relayBatchLimit'
export { type RelayJwtClaims, relayJwtClaimsSchema, relayJwtHeaderSchema } from './relayJwt'
export { RELAY_METHODS, type RelayMethod } from './relayMethods'
export { type RelayRequest, relayRequestSchema } from './relayRequest'
export {
  type RelayResponse,
  relayErrorObjectSchema,
  relayResponseSchema,
} from './relayResponse'
export { type RelayRpcId, relayRpcIdSchema } from './relayRpcId'
export { type RelayTopic, relayTopicSchema } from './relayTopic'
export { relayTtlSchema } from './relayTtl'
export { type SubscribeParams, subscribeParamsSchema } from './subscribeParams'
export { type SubscriptionData, subscriptionDataSchema } from './subscriptionData'
export { type SubscriptionParams, subscriptionParamsSchema } from './subscriptionParams'
export { type UnsubscribeParams, unsubscribeParamsSchema } from './unsubscribeParams'
