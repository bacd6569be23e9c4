import { batchPublishParamsSchema, publishParamsSchema } from '@portico/common/schemas/relay'
import { defineMethod } from './defineMethod'
import { assertMessageSize, publishMessage } from './publishMessage'

/**
 * `irn_publish`: answers `true` once the message is stored.
 * @example
 * await publish.run(services, call, { topic, message, ttl: 300, tag: 1108 })
 */
export const publish = defineMethod(publishParamsSchema, async (services, call, params) => {
  await publishMessage(services, call.connection, {
    topic: params.topic,
    message: params.message,
    ttlSeconds: params.ttl,
    tag: params.tag ?? 0,
  })
  return true
})

/**
 * `irn_batchPublish`: all or nothing on validation, then every message is stored.
 * @example
 * await batchPublish.run(services, call, { messages })
 */
export const batchPublish = defineMethod(
  batchPublishParamsSchema,
  async (services, call, { messages }) => {
    for (const params of messages) assertMessageSize(services, params.message)
    await Promise.all(
      messages.map((params) =>
        publishMessage(services, call.connection, {
          topic: params.topic,
          message: params.message,
          ttlSeconds: params.ttl,
          tag: params.tag ?? 0,
        }),
      ),
    )
    return true
  },
)
