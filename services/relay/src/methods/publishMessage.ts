import type { RelayConnection } from '../connection/RelayConnection'
import { RelayRpcError } from '../rpc/RelayRpcError'
import type { RelayServices } from './RelayServices'

/**
 * What one publish stores: the topic, the encrypted message, its TTL in seconds and its tag.
 * @example
 * const input: PublishInput = { topic, message, ttlSeconds: 300, tag: 1108 }
 */
export type PublishInput = { topic: string; message: string; ttlSeconds: number; tag: number }

/**
 * Refuse a message larger than the configured limit.
 * @example
 * assertMessageSize(services, params.message)
 */
export function assertMessageSize(services: RelayServices, message: string): void {
  // Messages are base64 (ASCII), so length is the byte size; count properly past the fast check.
  if (message.length <= services.config.maxMessageBytes / 4) return
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes > services.config.maxMessageBytes) {
    throw new RelayRpcError('MESSAGE_TOO_LARGE', {
      details: `${bytes} bytes, limit ${services.config.maxMessageBytes}`,
    })
  }
}

/**
 * Store a message durably, then push it to the topic's current subscribers. A duplicate of a
 * stored message is accepted and not pushed again.
 * @example
 * await publishMessage(services, connection, { topic, message, ttlSeconds: 300, tag: 1108 })
 */
export async function publishMessage(
  services: RelayServices,
  connection: RelayConnection,
  input: PublishInput,
): Promise<void> {
  assertMessageSize(services, input.message)
  const publishedAt = services.clock.now()
  const stored = await services.store.insertMessage({
    topic: input.topic,
    message: input.message,
    tag: input.tag,
    publishedAt,
    expiresAt: publishedAt + input.ttlSeconds * 1000,
    publisher: connection.clientId,
  })
  if (stored) services.deliverer.fanOut(stored, services.hub.subscribers(stored.topic))
}
