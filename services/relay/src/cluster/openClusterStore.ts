import { randomBytes } from 'node:crypto'
import type { Logger } from '@portico/server'
import { Redis } from 'ioredis'
import type { QuotaBackend } from '../quota/QuotaBackend'
import type { RelayStore } from '../store/RelayStore'
import { clusterChannel } from './clusterChannel'
import { createRedisBus } from './createRedisBus'
import { createRedisConnectionLimits } from './createRedisConnectionLimits'
import { createRedisLedger } from './createRedisLedger'
import { createRedisStore } from './createRedisStore'
import { nodePresenceChannel } from './nodePresenceChannel'
import type { RelayBus } from './RelayBus'

/**
 * Connects a relay node to its cluster's Redis: the shared store, the bus between nodes, the
 * shared quotas and connection caps, and `close()` for both connections.
 * @example
 * const { store, bus, quotas, close } = await openClusterStore({ url: 'redis://127.0.0.1:6379', prefix: 'portico:relay:', logger })
 */
export async function openClusterStore(options: {
  url: string
  prefix: string
  logger: Logger
  /** How long a silent node's connections keep counting (see createRedisConnectionLimits). */
  staleNodeMs?: number | undefined
}): Promise<{
  store: RelayStore
  bus: RelayBus
  quotas: QuotaBackend
  /** Resolves when Redis answers (the readiness check). */
  ping: () => Promise<unknown>
  close: () => Promise<void>
}> {
  // The store, ledger and bus batch each event-loop turn's publishes and acks into one script
  // call themselves. No auto-pipelining: it holds commands back while a batch is in flight,
  // so a read could pass a write queued before it; here commands go out in the order issued.
  const redis = new Redis(options.url, { lazyConnect: true })
  const subscriber = new Redis(options.url, { lazyConnect: true })
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: Error) =>
      options.logger.error('Redis connection error', { error: error.message }),
    )
  }
  await Promise.all([redis.connect(), subscriber.connect()])
  // The store's publish script announces what it stored as this node, as the bus would, and
  // only while another node listens, which the bus's presence channel lets Redis tell.
  const node = randomBytes(8).toString('hex')
  const store = createRedisStore({
    redis,
    prefix: options.prefix,
    announce: {
      channel: clusterChannel(options.prefix),
      node,
      presence: nodePresenceChannel(options.prefix, node),
    },
  })
  const bus = createRedisBus({
    publisher: redis,
    subscriber,
    prefix: options.prefix,
    logger: options.logger,
    node,
  })
  const { prefix, logger } = options
  const quotas: QuotaBackend = {
    ledger: (limits) => createRedisLedger({ redis, prefix, limits }),
    connections: (caps) =>
      createRedisConnectionLimits({
        redis,
        prefix,
        caps,
        logger,
        ...(options.staleNodeMs ? { staleMs: options.staleNodeMs } : {}),
      }),
  }
  return {
    store,
    bus,
    quotas,
    ping: () => redis.ping(),
    close: async () => {
      await bus.close()
      await Promise.all([redis.quit(), subscriber.quit()])
    },
  }
}
