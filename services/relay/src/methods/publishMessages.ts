import type { RelayConnection } from '../connection/RelayConnection'
import { storedSize } from '../quota/createStorageLedger'
import type { StorageCharge } from '../quota/StorageLedger'
import { RelayRpcError } from '../rpc/RelayRpcError'
import type { NewMessage, StoredMessage } from '../store/RelayStore'
import type { RelayServices } from './RelayServices'

/**
 * What one publish stores: the topic, the encrypted message, its TTL in seconds and its tag.
 * @example
 * const input: PublishInput = { topic, message, ttlSeconds: 300, tag: 1108 }
 */
export type PublishInput = { topic: string; message: string; ttlSeconds: number; tag: number }

/**
 * Store messages durably, then push each to its topic's current subscribers. All or nothing on
 * the checks: every message must be within the size and TTL limits, and together they must fit
 * the publisher's storage quotas (client id, address), the relay's high-water mark and the
 * free-disk minimum — otherwise a JSON-RPC error and nothing is stored. A duplicate of a stored
 * message is accepted and not pushed again. Resolves once every message is committed. A store
 * that holds the ledger too (Redis) checks and stores in one step.
 * @example
 * await publishMessages(services, connection, [{ topic, message, ttlSeconds: 300, tag: 1108 }])
 */
export async function publishMessages(
  services: RelayServices,
  connection: RelayConnection,
  inputs: readonly PublishInput[],
): Promise<void> {
  const { config, ledger, clock } = services
  const publishedAt = clock.now()
  const charges: StorageCharge[] = []
  for (const input of inputs) {
    if (input.ttlSeconds > config.maxTtlSeconds) throw new RelayRpcError('TTL_TOO_LONG')
    const bytes = Buffer.byteLength(input.message, 'utf8')
    if (bytes > config.maxMessageBytes) throw new RelayRpcError('MESSAGE_TOO_LARGE')
    charges.push({
      clientId: connection.clientId,
      address: connection.address,
      bytes: storedSize(bytes),
      expiresAt: publishedAt + input.ttlSeconds * 1000,
    })
  }
  if (services.disk.low()) {
    services.metrics.refusals.inc({ reason: 'DISK_LOW' })
    throw new RelayRpcError('STORAGE_FULL')
  }
  const admitting = services.store.admitAndInsert?.(ledger, {
    charges,
    now: publishedAt,
    messages: inputs.map((input, index) =>
      newMessage(connection, input, charges[index] as StorageCharge, publishedAt),
    ),
  })
  if (admitting) {
    const outcome = await admitting
    if ('refused' in outcome) {
      services.metrics.refusals.inc({ reason: outcome.refused })
      throw new RelayRpcError(outcome.refused)
    }
    for (const stored of outcome.stored) if (stored) announce(services, stored, !outcome.announced)
    // The stored ones are out; the client sends the publish again and they count as repeats.
    if (outcome.failed) {
      services.logger.error('Could not store every message of a publish', {
        messages: inputs.length,
        stored: outcome.stored.filter(Boolean).length,
      })
      throw new RelayRpcError('INTERNAL_ERROR')
    }
    return
  }
  const refused = await ledger.reserve(charges, publishedAt)
  if (refused !== undefined) {
    services.metrics.refusals.inc({ reason: refused })
    throw new RelayRpcError(refused)
  }
  if (inputs.length === 1) {
    return storeMessage(
      services,
      connection,
      inputs[0] as PublishInput,
      charges[0] as StorageCharge,
      publishedAt,
    )
  }
  await Promise.all(
    inputs.map((input, index) =>
      storeMessage(services, connection, input, charges[index] as StorageCharge, publishedAt),
    ),
  )
}

function newMessage(
  connection: RelayConnection,
  input: PublishInput,
  charge: StorageCharge,
  publishedAt: number,
): NewMessage {
  return {
    topic: input.topic,
    message: input.message,
    tag: input.tag,
    publishedAt,
    expiresAt: charge.expiresAt,
    publisher: connection.clientId,
    publisherAddress: connection.address,
  }
}

// A stored message goes to this node's subscribers and, through the bus, to the other nodes'
// (unless the store announced it to them itself).
function announce(services: RelayServices, stored: StoredMessage, toCluster = true): void {
  services.metrics.published.inc()
  services.deliverer.fanOut(stored, services.hub.subscribers(stored.topic))
  if (toCluster) services.bus?.publish(stored)
}

async function storeMessage(
  services: RelayServices,
  connection: RelayConnection,
  input: PublishInput,
  charge: StorageCharge,
  publishedAt: number,
): Promise<void> {
  let stored: Awaited<ReturnType<RelayServices['store']['insertMessage']>>
  try {
    stored = await services.store.insertMessage(newMessage(connection, input, charge, publishedAt))
  } catch (error) {
    await services.ledger.refund(charge)
    throw error
  }
  if (!stored) {
    // A repeat: its first copy holds the quota.
    await services.ledger.refund(charge)
    return
  }
  announce(services, stored)
}
