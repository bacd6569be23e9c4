import type { RelayConnection } from '../connection/RelayConnection'
import { subscriptionId } from '../hub/subscriptionId'
import { RelayRpcError } from '../rpc/RelayRpcError'
import type { RelayServices } from './RelayServices'

/**
 * Subscribe a connection to a topic (idempotent) and return the subscription id.
 * @example
 * const id = subscribeTopic(services, connection, topic)
 */
export function subscribeTopic(
  services: RelayServices,
  connection: RelayConnection,
  topic: string,
): string {
  const existing = connection.subscriptions.get(topic)
  if (existing !== undefined) return existing
  if (connection.subscriptions.size >= services.config.maxSubscriptionsPerConnection) {
    throw new RelayRpcError('TOO_MANY_SUBSCRIPTIONS')
  }
  const id = subscriptionId(topic, connection.clientId)
  connection.subscriptions.set(topic, id)
  services.hub.add(topic, connection)
  return id
}

/**
 * Remove a connection's subscription when `id` is the one it holds for `topic`; anything else
 * is a no-op, so repeated unsubscribes stay harmless.
 * @example
 * unsubscribeTopic(services, connection, topic, id)
 */
export function unsubscribeTopic(
  services: RelayServices,
  connection: RelayConnection,
  topic: string,
  id: string,
): void {
  if (connection.subscriptions.get(topic) !== id) return
  connection.subscriptions.delete(topic)
  services.hub.remove(topic, connection)
}
