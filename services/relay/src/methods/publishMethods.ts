import { batchPublishParamsSchema, publishParamsSchema } from '@portico/common/schemas/relay'
import { defineMethod } from './defineMethod'
import { publishMessages } from './publishMessages'

/**
 * `irn_publish`: answers `true` once the message is stored.
 * @example
 * await publish.run(services, call, { topic, message, ttl: 300, tag: 1108 })
 */
export const publish = defineMethod(publishParamsSchema, async (services, call, params) => {
  await publishMessages(services, call.connection, [
    { topic: params.topic, message: params.message, ttlSeconds: params.ttl, tag: params.tag ?? 0 },
  ])
  return true
})

/**
 * `irn_batchPublish`: all or nothing on validation and quotas, then every message is stored.
 * @example
 * await batchPublish.run(services, call, { messages })
 */
export const batchPublish = defineMethod(
  batchPublishParamsSchema,
  async (services, call, { messages }) => {
    await publishMessages(
      services,
      call.connection,
      messages.map((params) => ({
        topic: params.topic,
        message: params.message,
        ttlSeconds: params.ttl,
        tag: params.tag ?? 0,
      })),
    )
    return true
  },
)
