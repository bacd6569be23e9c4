import type { StoredMessage } from '../store/RelayStore'

/**
 * Reads a message as the Redis store's scripts write it: a header of byte lengths and numbers
 * (`topic publisher address tag publishedAt expiresAt`, space separated, then a newline), then
 * topic, publisher, address and the message text back to back. Lengths are in bytes, so any
 * text survives; `undefined` for anything else.
 * @example
 * parseMessageValue(7, await redis.getBuffer(`${prefix}v:7`))
 */
export function parseMessageValue(seq: number, value: Buffer | null): StoredMessage | undefined {
  if (value === null) return undefined
  const end = value.indexOf(10)
  if (end < 0) return undefined
  const header = value.toString('latin1', 0, end).split(' ').map(Number)
  if (header.length !== 6 || header.some((n) => !Number.isSafeInteger(n) || n < 0)) return undefined
  const [topicBytes, publisherBytes, addressBytes, tag, publishedAt, expiresAt] = header as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const topicAt = end + 1
  const publisherAt = topicAt + topicBytes
  const addressAt = publisherAt + publisherBytes
  const messageAt = addressAt + addressBytes
  if (messageAt > value.length) return undefined
  return {
    seq,
    topic: value.toString('utf8', topicAt, publisherAt),
    message: value.toString('utf8', messageAt),
    tag,
    publishedAt,
    expiresAt,
    publisher: value.toString('utf8', publisherAt, addressAt),
    publisherAddress: value.toString('utf8', addressAt, messageAt),
  }
}
