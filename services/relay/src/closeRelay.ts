import { closeConnection } from './connection/RelayConnection'
import type { RelayContext } from './createRelayContext'
import { RELAY_CLOSE_CODES } from './rpc/relayErrorCodes'

/**
 * Stops the relay: refuses new upgrades, reports not ready, stops its timers, closes every
 * socket with 1012 (terminated after a second if the client does not answer), waits for running
 * handlers, releases the connection caps and stops serving.
 * @example
 * await closeRelay(context)
 */
export async function closeRelay(context: RelayContext): Promise<void> {
  const { server, tracker } = context
  context.closing = true
  context.health.beginShutdown()
  for (const stop of context.stops.splice(0)) stop()
  const closed = [...tracker.connections].map(
    (connection) =>
      new Promise<void>((resolve) => {
        connection.socket.once('close', () => resolve())
        closeConnection(connection, RELAY_CLOSE_CODES.serviceRestart, 'Relay restarting')
        setTimeout(() => connection.socket.terminate(), 1_000).unref()
      }),
  )
  await Promise.all(closed)
  await Promise.allSettled([...tracker.handlers])
  await context.limits.close()
  context.wss.close()
  if (server.listening) {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    await stopped
  }
}
