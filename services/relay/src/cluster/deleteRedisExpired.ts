import type { RedisStoreState } from './RedisStoreState'

const SWEEP_CHUNK = 2_000

/**
 * Sweeps what expired by `now` from the topic sets and the expiry index (messages and acks
 * expire by themselves; their keys are unlinked too, for an older node's hashes), in chunks.
 * Answers how many messages were swept.
 * @example
 * const deleted = await deleteRedisExpired(state, Date.now())
 */
export async function deleteRedisExpired(
  { redis, keys }: RedisStoreState,
  now: number,
): Promise<number> {
  let deleted = 0
  while (true) {
    const members = await redis.zrangebyscore(keys.expiry, '-inf', now, 'LIMIT', 0, SWEEP_CHUNK)
    if (members.length === 0) return deleted
    const pipeline = redis.pipeline()
    for (const member of members) {
      const [seq = '', topic = ''] = member.split(' ')
      pipeline.zrem(keys.topic(topic), seq)
      pipeline.unlink(
        keys.message(Number(seq)),
        keys.hashMessage(Number(seq)),
        keys.ack(Number(seq)),
      )
    }
    pipeline.zrem(keys.expiry, ...members)
    await pipeline.exec()
    deleted += members.length
    if (members.length < SWEEP_CHUNK) return deleted
  }
}
