import {
  batchSubscribeParamsSchema,
  batchUnsubscribeParamsSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from '@portico/common/schemas/relay'
import { RelayRpcError } from '../rpc/RelayRpcError'
import { defineMethod } from './defineMethod'
import { subscribeTopic, unsubscribeTopic } from './subscribeTopic'

/**
 * `irn_subscribe`: answers the subscription id, then pushes the topic's stored messages.
 * @example
 * await subscribe.run(services, call, { topic })
 */
export const subscribe = defineMethod(subscribeParamsSchema, (services, call, { topic }) => {
  const id = subscribeTopic(services, call.connection, topic)
  call.defer(() => services.deliverer.deliverStored(call.connection, [topic]))
  return id
})

/**
 * `irn_batchSubscribe`: answers the subscription ids in order, then pushes stored messages. All
 * or nothing: a batch that would take the connection over its subscription limit subscribes none.
 * @example
 * await batchSubscribe.run(services, call, { topics })
 */
export const batchSubscribe = defineMethod(
  batchSubscribeParamsSchema,
  (services, call, { topics }) => {
    const { subscriptions } = call.connection
    const added = new Set(topics.filter((topic) => !subscriptions.has(topic))).size
    if (subscriptions.size + added > services.config.maxSubscriptionsPerConnection) {
      throw new RelayRpcError('TOO_MANY_SUBSCRIPTIONS')
    }
    const ids = topics.map((topic) => subscribeTopic(services, call.connection, topic))
    call.defer(() => services.deliverer.deliverStored(call.connection, topics))
    return ids
  },
)

/**
 * `irn_unsubscribe`: stops pushes for the topic; always answers `true`.
 * @example
 * await unsubscribe.run(services, call, { topic, id })
 */
export const unsubscribe = defineMethod(unsubscribeParamsSchema, (services, call, params) => {
  unsubscribeTopic(services, call.connection, params.topic, params.id)
  return true
})

/**
 * `irn_batchUnsubscribe`.
 * @example
 * await batchUnsubscribe.run(services, call, { subscriptions: [{ topic, id }] })
 */
export const batchUnsubscribe = defineMethod(
  batchUnsubscribeParamsSchema,
  (services, call, { subscriptions }) => {
    for (const { topic, id } of subscriptions) {
      unsubscribeTopic(services, call.connection, topic, id)
    }
    return true
  },
)
