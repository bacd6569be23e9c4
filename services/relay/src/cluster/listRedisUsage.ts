import type { StoredUsage } from '../store/RelayStore'
import type { RedisStoreState } from './RedisStoreState'
import { readRedisMessages } from './readRedisMessages'

const USAGE_PAGE = 1_000

/**
 * What the messages still live at `now` hold, per publisher, address and second of expiry (the
 * storage ledger's rebuild after a restart), read in pages of the expiry index.
 * @example
 * const rows = await listRedisUsage(state, Date.now())
 */
export async function listRedisUsage(state: RedisStoreState, now: number): Promise<StoredUsage[]> {
  const usage = new Map<string, StoredUsage>()
  let offset = 0
  while (true) {
    const members = await state.redis.zrangebyscore(
      state.keys.expiry,
      `(${now}`,
      '+inf',
      'LIMIT',
      offset,
      USAGE_PAGE,
    )
    if (members.length === 0) break
    const seqs = members.map((member) => Number(member.split(' ')[0]))
    for (const { message } of await readRedisMessages(state, seqs, '')) {
      if (!message) continue
      const key = `${message.publisher}\n${message.publisherAddress}\n${Math.ceil(message.expiresAt / 1000)}`
      const row = usage.get(key) ?? {
        publisher: message.publisher,
        publisherAddress: message.publisherAddress,
        expiresAt: message.expiresAt,
        messageBytes: 0,
        count: 0,
      }
      row.expiresAt = Math.max(row.expiresAt, message.expiresAt)
      row.messageBytes += Buffer.byteLength(message.message, 'utf8')
      row.count += 1
      usage.set(key, row)
    }
    offset += members.length
    if (members.length < USAGE_PAGE) break
  }
  return [...usage.values()]
}
