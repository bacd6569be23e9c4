import type { StoredMessage } from '../store/RelayStore'
import { parseMessageValue } from './parseMessageValue'
import type { RedisStoreState } from './RedisStoreState'

const FIELDS = ['topic', 'message', 'tag', 'publishedAt', 'expiresAt', 'publisher', 'address']

function fromHash(seq: number, values: (string | null)[]): StoredMessage | undefined {
  const [topic, message, tag, publishedAt, expiresAt, publisher, address] = values
  if (topic == null || message == null || publisher == null || address == null) return undefined
  return {
    seq,
    topic,
    message,
    tag: Number(tag),
    publishedAt: Number(publishedAt),
    expiresAt: Number(expiresAt),
    publisher,
    publisherAddress: address,
  }
}

/**
 * Reads messages by sequence number in one pipeline, in either form (the string, or an older
 * node's hash), with whether `clientId` acknowledged each; a message gone is undefined.
 * @example
 * const [{ message, acked }] = await readRedisMessages(state, [7], 'c1')
 */
export async function readRedisMessages(
  { redis, keys }: RedisStoreState,
  seqs: readonly number[],
  clientId: string,
): Promise<Array<{ message: StoredMessage | undefined; acked: boolean }>> {
  const pipeline = redis.pipeline()
  for (const seq of seqs) {
    pipeline.getBuffer(keys.message(seq))
    pipeline.hmget(keys.hashMessage(seq), ...FIELDS)
    pipeline.sismember(keys.ack(seq), clientId)
  }
  const results = (await pipeline.exec()) ?? []
  return seqs.map((seq, index) => {
    const [valueError, value] = results[index * 3] ?? []
    const [fieldsError, fields] = results[index * 3 + 1] ?? []
    const [ackError, acked] = results[index * 3 + 2] ?? []
    if (valueError || fieldsError || ackError) throw valueError ?? fieldsError ?? ackError
    const message =
      parseMessageValue(seq, value as Buffer | null) ?? fromHash(seq, fields as (string | null)[])
    return { message, acked: acked === 1 }
  })
}
