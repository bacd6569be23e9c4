import type { WebSocket } from 'ws'
import type { createRateLimiter } from './createRateLimiter'

/**
 * One authenticated client socket and what the relay tracks for it.
 * @example
 * connection.subscriptions.set(topic, subscriptionId)
 */
export type RelayConnection = {
  /** The client's did:key, proven by its auth JWT. */
  readonly clientId: string
  readonly socket: WebSocket
  /** Topic -> subscription id. */
  readonly subscriptions: Map<string, string>
  /** Push id -> message waiting for the client's ack. */
  readonly inflight: Map<number, { seq: number; expiresAt: number }>
  /** Sequence numbers pushed and not yet acknowledged in the store, so they are not pushed twice. */
  readonly pendingSeqs: Set<number>
  readonly limiter: ReturnType<typeof createRateLimiter>
  /** Cleared when a ping is sent, set by the pong (or any frame). */
  alive: boolean
}

/**
 * Send a frame if the socket is still open.
 * @example
 * sendFrame(connection, formatResult(rawId, true))
 */
export function sendFrame(connection: RelayConnection, frame: string): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame)
}
