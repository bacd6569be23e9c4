import type { StoredMessage } from '../store/RelayStore'

/**
 * How the nodes of a relay cluster tell each other about stored messages: each node publishes
 * what its clients published, and pushes what it hears to its own subscribers.
 * @example
 * bus.onMessage((message) => deliverer.fanOut(message, hub.subscribers(message.topic)))
 */
export type RelayBus = {
  /** Tell the other nodes about a message this node stored. */
  publish(message: StoredMessage): void
  /** Start listening; `handler` gets every message stored by another node. */
  listen(handler: (message: StoredMessage) => void): Promise<void>
  /** Stop listening. */
  close(): Promise<void>
}
