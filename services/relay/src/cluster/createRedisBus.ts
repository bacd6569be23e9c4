import { randomBytes } from 'node:crypto'
import type { Logger } from '@portico/server'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { StoredMessage } from '../store/RelayStore'
import { clusterChannel } from './clusterChannel'
import { createTickBatcher } from './createTickBatcher'
import { nodePresenceChannel } from './nodePresenceChannel'
import type { RelayBus } from './RelayBus'
import { PUBLISH_ALL } from './redisStoreScripts'

type BusScripts = { porticoRelayAnnounce(...args: string[]): Promise<number> }

// Announcements of one event-loop turn per script call, at most this many.
const MAX_BATCH = 500

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

// Text that is not JSON reads as undefined, which the envelope schema refuses.
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A {@link RelayBus} over Redis pub/sub on one channel (`prefix + 'deliver'`). Pub/sub is
 * at-most-once: a node that misses a push (reconnecting to Redis) still has the message in the
 * shared store, and its subscribers get it when their clients resubscribe. The announcements of
 * one event-loop turn go to Redis in one script call, still one pub/sub message each (the
 * envelope every node version reads), and not at all while no other node listens: the
 * subscriber holds this node's presence channel beside the cluster channel, so Redis can tell
 * (see PEERS in redisStoreScripts.ts). A node skips its own by their first bytes, unparsed.
 * `subscriber` must be a connection of its own (Redis reserves a subscribed connection);
 * `publisher` may be shared.
 * @example
 * const bus = createRedisBus({ publisher: redis, subscriber: redis.duplicate(), prefix: 'portico:relay:', logger })
 */
export function createRedisBus(options: {
  publisher: Redis
  subscriber: Redis
  prefix: string
  logger: Logger
  /** This node's id in the envelopes; random by default. */
  node?: string
}): RelayBus {
  const { subscriber, logger } = options
  const channel = clusterChannel(options.prefix)
  const node = options.node ?? randomBytes(8).toString('hex')
  const presence = nodePresenceChannel(options.prefix, node)
  // JSON.stringify keeps key order: every envelope this node sends starts with these bytes, so
  // its own come back unparsed and undecoded.
  const ownStart = Buffer.from(`{"node":"${node}"`)
  const channelBytes = Buffer.from(channel)
  options.publisher.defineCommand('porticoRelayAnnounce', { numberOfKeys: 0, lua: PUBLISH_ALL })
  const publisher = options.publisher as Redis & BusScripts
  const announcements = createTickBatcher(async (envelopes: string[]) => {
    await publisher.porticoRelayAnnounce(channel, presence, ...envelopes)
    return envelopes.map(() => undefined)
  }, MAX_BATCH)
  return {
    publish(message) {
      announcements.add(JSON.stringify({ node, message })).catch((error: unknown) => {
        logger.error('Could not tell the cluster about a message', {
          seq: message.seq,
          error: String(error),
        })
      })
    },
    async listen(handler: (message: StoredMessage) => void) {
      subscriber.on('messageBuffer', (from: Buffer, bytes: Buffer) => {
        if (!from.equals(channelBytes)) return
        if (bytes.subarray(0, ownStart.length).equals(ownStart)) return
        const parsed = envelopeSchema.safeParse(parseJson(bytes.toString('utf8')))
        if (!parsed.success) {
          logger.warn('Ignored a malformed cluster message')
          return
        }
        if (parsed.data.node !== node) handler(parsed.data.message)
      })
      // One command, the cluster channel first: the presence channel is never held without it.
      await subscriber.subscribe(channel, presence)
    },
    async close() {
      await announcements.flush()
      await subscriber.unsubscribe(presence, channel).catch(() => {})
    },
  }
}
