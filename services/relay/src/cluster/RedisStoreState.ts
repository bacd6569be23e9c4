import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { ADMIT_AND_INSERT, INSERT_MESSAGES, MARK_ACKED } from './redisStoreScripts'

type RelayScripts = {
  porticoRelayInsert(...args: (string | number)[]): Promise<number[]>
  porticoRelayAdmitAndInsert(...args: (string | number)[]): Promise<(string | number)[]>
  porticoRelayAck(...args: (string | number)[]): Promise<number>
}

/**
 * What every operation of the Redis relay store works on: the connection with the store's Lua
 * scripts registered, and the keys under its prefix.
 * @example
 * const seqs = await state.redis.zrangebyscore(state.keys.topic('abc'), '-inf', '+inf')
 */
export type RedisStoreState = {
  redis: Redis & RelayScripts
  /** The connection as the caller gave it (a Redis ledger is on the store's when it is this). */
  connection: Redis
  prefix: string
  keys: {
    /** The expiry index of the sweep: `<seq> <topic>` members scored by expiry. */
    expiry: string
    /** A topic's sorted set of sequence numbers. */
    topic(topic: string): string
    /** A message, a string at v:<seq>. */
    message(seq: number): string
    /** A message as older nodes wrote it, a hash at m:<seq>, read until it expires. */
    hashMessage(seq: number): string
    /** The clients that acknowledged a message. */
    ack(seq: number): string
    /** A publish already stored (the same message on the same topic). */
    repeat(topic: string, message: string): string
  }
  /** Announce admitted publishes on this cluster channel as this node (createRedisBus). */
  announce: { channel: string; node: string; presence?: string } | undefined
}

/**
 * Registers the store's scripts on the connection (run by hash, EVALSHA: the script text is not
 * sent with every publish) and names its keys under `prefix`.
 * @example
 * const state = createRedisStoreState({ redis, prefix: 'portico:relay:' })
 */
export function createRedisStoreState(options: {
  redis: Redis
  prefix: string
  announce?: { channel: string; node: string; presence?: string }
}): RedisStoreState {
  const { prefix } = options
  options.redis.defineCommand('porticoRelayInsert', { numberOfKeys: 0, lua: INSERT_MESSAGES })
  options.redis.defineCommand('porticoRelayAck', { numberOfKeys: 0, lua: MARK_ACKED })
  options.redis.defineCommand('porticoRelayAdmitAndInsert', {
    numberOfKeys: 0,
    lua: ADMIT_AND_INSERT,
  })
  return {
    redis: options.redis as Redis & RelayScripts,
    connection: options.redis,
    prefix,
    announce: options.announce,
    keys: {
      expiry: `${prefix}expiry`,
      topic: (topic) => `${prefix}t:${topic}`,
      message: (seq) => `${prefix}v:${seq}`,
      hashMessage: (seq) => `${prefix}m:${seq}`,
      ack: (seq) => `${prefix}a:${seq}`,
      repeat: (topic, message) =>
        `${prefix}r:${createHash('sha256').update(topic).update('\n').update(message).digest('hex')}`,
    },
  }
}
