import { randomBytes } from 'node:crypto'
import type { Logger } from '@portico/server'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { StoredMessage } from '../store/RelayStore'
import type { RelayBus } from './RelayBus'

const envelopeSchema = z.object({
  node: z.string(),
  message: z.object({
    seq: z.number().int().positive(),
    topic: z.string(),
    message: z.string(),
    tag: z.number().int(),
    publishedAt: z.number(),
    expiresAt: z.number(),
    publisher: z.string(),
    publisherAddress: z.string(),
  }),
})

/**
 * A {@link RelayBus} over Redis pub/sub on one channel (`prefix + 'deliver'`). Pub/sub is
 * at-most-once: a node that misses a push (reconnecting to Redis) still has the message in the
 * shared store, and its subscribers get it when their clients resubscribe. `subscriber` must be
 * a connection of its own (Redis reserves a subscribed connection); `publisher` may be shared.
 * @example
 * const bus = createRedisBus({ publisher: redis, subscriber: redis.duplicate(), prefix: 'portico:relay:', logger })
 */
export function createRedisBus(options: {
  publisher: Redis
  subscriber: Redis
  prefix: string
  logger: Logger
}): RelayBus {
  const { publisher, subscriber, logger } = options
  const channel = `${options.prefix}deliver`
  const node = randomBytes(8).toString('hex')
  return {
    publish(message) {
      publisher.publish(channel, JSON.stringify({ node, message })).catch((error: unknown) => {
        logger.error('Could not tell the cluster about a message', {
          seq: message.seq,
          error: String(error),
        })
      })
    },
    async listen(handler: (message: StoredMessage) => void) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return
        const parsed = envelopeSchema.safeParse(JSON.parse(text))
        if (!parsed.success) {
          logger.warn('Ignored a malformed cluster message')
          return
        }
        if (parsed.data.node !== node) handler(parsed.data.message)
      })
      await subscriber.subscribe(channel)
    },
    async close() {
      await subscriber.unsubscribe(channel).catch(() => {})
    },
  }
}
