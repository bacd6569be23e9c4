import type { StoredMessage, UnackedQuery } from '../store/RelayStore'
import type { RedisStoreState } from './RedisStoreState'
import { readRedisMessages } from './readRedisMessages'

// The next `limit` sequence numbers after `afterSeq` over all `topics`, in order.
async function candidates(
  { redis, keys }: RedisStoreState,
  topics: readonly string[],
  afterSeq: number,
  limit: number,
) {
  const pipeline = redis.pipeline()
  for (const topic of topics) {
    pipeline.zrangebyscore(keys.topic(topic), `(${afterSeq}`, '+inf', 'LIMIT', 0, limit)
  }
  const results = (await pipeline.exec()) ?? []
  const seqs = results.flatMap(([error, members]) => {
    if (error) throw error
    return (members as string[]).map(Number)
  })
  return seqs.sort((a, b) => a - b).slice(0, limit)
}

/**
 * The messages of `query.topics` after `query.afterSeq` that the client has neither published
 * nor acknowledged and that have not expired, in order, at most `query.limit`. Candidates come
 * in pages: some are the client's own, acknowledged or expired.
 * @example
 * const messages = await listRedisUnacked(state, { topics: ['abc'], clientId: 'c1', afterSeq: 0, limit: 50, now })
 */
export async function listRedisUnacked(
  state: RedisStoreState,
  query: UnackedQuery,
): Promise<StoredMessage[]> {
  const found: StoredMessage[] = []
  let afterSeq = query.afterSeq
  while (found.length < query.limit) {
    const seqs = await candidates(state, query.topics, afterSeq, query.limit)
    if (seqs.length === 0) break
    for (const { message, acked } of await readRedisMessages(state, seqs, query.clientId)) {
      if (!message || acked || message.publisher === query.clientId) continue
      if (message.expiresAt <= query.now) continue
      found.push(message)
    }
    if (seqs.length < query.limit) break
    afterSeq = seqs.at(-1) as number
  }
  return found.slice(0, query.limit)
}
