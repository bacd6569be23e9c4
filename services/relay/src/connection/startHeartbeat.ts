import type { RelayConnection } from './RelayConnection'

/**
 * Pings are spread over this many slots per interval, so 1,000 sockets are not pinged at once.
 * @example
 * const heartbeatSlot = Math.floor(Math.random() * HEARTBEAT_SLOTS)
 */
export const HEARTBEAT_SLOTS = 10

/**
 * Ping every connection once per `intervalMs`; one that has not answered (pong or any frame)
 * since its previous ping is terminated. Each connection belongs to one of
 * {@link HEARTBEAT_SLOTS} slots (`heartbeatSlot`) and slots take turns, which keeps ping bursts
 * from delaying deliveries. Clients treat the pings as the relay's heartbeat: the SDK drops a
 * socket that has been silent for 35 s. Returns a stop function.
 * @example
 * const stop = startHeartbeat(connections, 15_000)
 */
export function startHeartbeat(
  connections: ReadonlySet<RelayConnection>,
  intervalMs: number,
): () => void {
  let tick = 0
  const timer = setInterval(
    () => {
      const slot = tick++ % HEARTBEAT_SLOTS
      for (const connection of connections) {
        if (connection.heartbeatSlot !== slot) continue
        if (!connection.alive) {
          connection.socket.terminate()
          continue
        }
        connection.alive = false
        connection.socket.ping()
      }
    },
    Math.max(1, Math.floor(intervalMs / HEARTBEAT_SLOTS)),
  )
  timer.unref()
  return () => clearInterval(timer)
}
