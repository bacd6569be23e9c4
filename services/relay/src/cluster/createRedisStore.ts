import type { Redis } from 'ioredis'
import type { StorageLedger } from '../quota/StorageLedger'
import type { RelayStore } from '../store/RelayStore'
import { createRedisAdmitBatcher } from './createRedisAdmitBatcher'
import { createRedisAckBatcher, createRedisInsertBatcher } from './createRedisInsertBatcher'
import { redisLedgerHome } from './createRedisLedger'
import { deleteRedisExpired } from './deleteRedisExpired'
import { listRedisUnacked } from './listRedisUnacked'
import { listRedisUsage } from './listRedisUsage'
import { createRedisStoreState } from './RedisStoreState'
import { StoreFailedError } from './StoreFailedError'

/**
 * A {@link RelayStore} in Redis, shared by every relay node of a cluster: a message is one string
 * expiring with its TTL (hashes written by older nodes are read as well), each topic a sorted
 * set of sequence numbers (one counter for the cluster), acks a set per message, and an expiry
 * index for the sweep. `true` is answered to a publish once Redis holds the message, so a relay
 * node killed afterwards loses nothing; how long Redis itself keeps it across its own restarts
 * is its persistence setting. The publishes of one event-loop turn are stored by one script call
 * — with their quota check, when the ledger is a Redis one on the same connection and prefix —
 * and so are its acks; reads send what is queued first, so they see every write made before
 * them. Every key starts with `prefix`. The connection is the caller's.
 * @example
 * const store = createRedisStore({ redis: new Redis('redis://127.0.0.1:6379'), prefix: 'portico:relay:' })
 */
export function createRedisStore(options: {
  redis: Redis
  prefix: string
  /**
   * Announce what `admitAndInsert` stores on this cluster channel as this node (createRedisBus);
   * with the node's presence channel, only while another node listens.
   */
  announce?: { channel: string; node: string; presence?: string }
}): RelayStore {
  const state = createRedisStoreState(options)
  const inserts = createRedisInsertBatcher(state)
  const acks = createRedisAckBatcher(state)
  // One batcher per ledger (a relay has one): a script call carries one set of limits.
  const admitters = new Map<StorageLedger, ReturnType<typeof createRedisAdmitBatcher>>()
  // A read sends the writes queued before it; one connection keeps them in order.
  const sendQueued = () =>
    Promise.allSettled([
      inserts.flush(),
      acks.flush(),
      ...[...admitters.values()].map((admitter) => admitter.flush()),
    ])

  return {
    async insertMessage(message) {
      const stored = await inserts.add(message)
      if (stored instanceof StoreFailedError) throw stored
      return stored
    },

    admitAndInsert(ledger, publish) {
      const home = redisLedgerHome(ledger)
      if (home?.redis !== options.redis || home.prefix !== options.prefix) return undefined
      if (publish.messages.length === 0) return Promise.resolve({ stored: [], announced: true })
      let admitter = admitters.get(ledger)
      if (!admitter) {
        admitter = createRedisAdmitBatcher(state, home.limits)
        admitters.set(ledger, admitter)
      }
      return admitter.add(publish)
    },

    async listUnacked(query) {
      void sendQueued()
      return listRedisUnacked(state, query)
    },

    async markAcked(ack) {
      await acks.add(ack)
    },

    async deleteExpired(now) {
      void sendQueued()
      return deleteRedisExpired(state, now)
    },

    async listUsage(now) {
      void sendQueued()
      return listRedisUsage(state, now)
    },

    // Redis keeps its data in memory: the disk guard does not apply.
    freeDiskBytes: async () => undefined,

    async close() {
      await sendQueued()
    },
  }
}
