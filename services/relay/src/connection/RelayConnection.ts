import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { StoredMessage } from '../store/RelayStore'
import type { createRateLimiter } from './createRateLimiter'
import { encodeTextFrames } from './encodeTextFrames'

/**
 * One authenticated client socket and what the relay tracks for it.
 * @example
 * connection.subscriptions.set(topic, subscriptionId)
 */
export type RelayConnection = {
  /** The client's did:key, proven by its auth JWT. */
  readonly clientId: string
  /** The remote address its limits and quotas count under (IPv6: its /64). */
  readonly address: string
  readonly socket: WebSocket
  /** The TCP socket under `socket`; a turn's frames are written to it in one buffer. */
  readonly transport: Duplex
  /** Frames queued in this event-loop turn. */
  readonly outbox: string[]
  /** Unsent bytes above which the client is too slow and gets disconnected. */
  readonly maxBufferedBytes: number
  /** Topic -> subscription id. */
  readonly subscriptions: Map<string, string>
  /** Push id -> the message waiting for the client's ack. */
  readonly inflight: Map<number, StoredMessage>
  /** Sequence numbers pushed and not yet acknowledged in the store, so they are not pushed twice. */
  readonly pendingSeqs: Set<number>
  readonly limiter: ReturnType<typeof createRateLimiter>
  /** Which heartbeat slot pings this connection. */
  readonly heartbeatSlot: number
  /** Cleared when a ping is sent, set by the pong (or any frame). */
  alive: boolean
}

const isOpen = (connection: RelayConnection) =>
  connection.socket.readyState === connection.socket.OPEN

/**
 * Queue a frame for the client; every frame queued in one event-loop turn leaves in a single
 * write of one buffer (one syscall, no per-frame stream bookkeeping). Dropped if the socket is
 * no longer open.
 * @example
 * sendFrame(connection, formatResult(rawId, true))
 */
export function sendFrame(connection: RelayConnection, frame: string): void {
  if (!isOpen(connection)) return
  connection.outbox.push(frame)
  if (connection.outbox.length === 1) setImmediate(() => flushFrames(connection))
}

/**
 * Write the queued frames now. They are framed here rather than by `ws`'s `send`: the relay
 * sends only text frames without compression, which `ws` would write as they are (its sender
 * queues nothing then), so frames written directly interleave safely with its pings and close.
 * @example
 * flushFrames(connection)
 */
export function flushFrames(connection: RelayConnection): void {
  const frames = connection.outbox.splice(0)
  if (frames.length === 0 || !isOpen(connection)) return
  connection.transport.write(encodeTextFrames(frames))
  if (connection.socket.bufferedAmount > connection.maxBufferedBytes) {
    // It cannot read a close frame either. Unacknowledged messages stay stored; the client gets
    // them again once it reconnects and resubscribes.
    connection.socket.terminate()
  }
}

/**
 * Close a connection after writing what is queued for it. Never use code 3000: clients treat it
 * as fatal.
 * @example
 * closeConnection(connection, RELAY_CLOSE_CODES.goingAway, 'Relay shutting down')
 */
export function closeConnection(connection: RelayConnection, code: number, reason: string): void {
  flushFrames(connection)
  connection.socket.close(code, reason)
}
