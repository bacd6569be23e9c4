import type { RelayConnection } from './RelayConnection'

/**
 * Ping every connection each `intervalMs`; one that has not answered (pong or any frame) since
 * the previous ping is terminated. Clients treat the pings as the relay's heartbeat: the SDK
 * drops a socket that has been silent for 35 s. Returns a stop function.
 * @example
 * const stop = startHeartbeat(connections, 15_000)
 */
export function startHeartbeat(
  connections: ReadonlySet<RelayConnection>,
  intervalMs: number,
): () => void {
  const timer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
