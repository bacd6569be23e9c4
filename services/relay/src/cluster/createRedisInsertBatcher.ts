import type { NewMessage, StoredMessage } from '../store/RelayStore'
import { createTickBatcher } from './createTickBatcher'
import type { RedisStoreState } from './RedisStoreState'
import { StoreFailedError } from './StoreFailedError'

/** Messages (or acks, or publishes) of one event-loop turn per script call, at most this many. */
export const MAX_REDIS_BATCH = 500

/**
 * Stores the messages of one event-loop turn by one INSERT_MESSAGES call: each answers its stored
 * message, undefined for a repeat already stored, or a StoreFailedError.
 * @example
 * const stored = await createRedisInsertBatcher(state).add(message)
 */
export function createRedisInsertBatcher({ redis, prefix, keys }: RedisStoreState) {
  return createTickBatcher(async (messages: NewMessage[]) => {
    const args: (string | number)[] = [prefix]
    for (const message of messages) {
      args.push(
        keys.repeat(message.topic, message.message),
        message.topic,
        message.message,
        message.tag,
        message.publishedAt,
        message.expiresAt,
        message.publisher,
        message.publisherAddress,
      )
    }
    const seqs = await redis.porticoRelayInsert(...args)
    return messages.map((message, index): StoredMessage | undefined | StoreFailedError => {
      const seq = Number(seqs[index])
      if (seq < 0) return new StoreFailedError(message.topic)
      return seq > 0 ? { ...message, seq } : undefined
    })
  }, MAX_REDIS_BATCH)
}

/**
 * Marks the acks of one event-loop turn by one MARK_ACKED call.
 * @example
 * await createRedisAckBatcher(state).add({ seq: 7, clientId: 'c1' })
 */
export function createRedisAckBatcher({ redis, prefix }: RedisStoreState) {
  return createTickBatcher(
    async (pending: Array<{ seq: number; clientId: string; expiresAt?: number }>) => {
      await redis.porticoRelayAck(
        prefix,
        ...pending.flatMap((ack) => [ack.seq, ack.clientId, ack.expiresAt ?? '']),
      )
      return pending.map(() => undefined)
    },
    MAX_REDIS_BATCH,
  )
}
