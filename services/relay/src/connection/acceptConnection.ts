import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { RelayMethodHandler } from '../methods/defineMethod'
import type { RelayServices } from '../methods/RelayServices'
import { formatError } from '../rpc/formatFrames'
import { parseFrame } from '../rpc/parseFrame'
import { RelayRpcError } from '../rpc/RelayRpcError'
import { RELAY_CLOSE_CODES } from '../rpc/relayErrorCodes'
import { createRateLimiter } from './createRateLimiter'
import { handleFrame } from './handleFrame'
import { closeConnection, type RelayConnection, sendFrame } from './RelayConnection'
import { rawDataToText } from './rawDataToText'
import { HEARTBEAT_SLOTS } from './startHeartbeat'

/**
 * Wire an authenticated socket into the relay: rate-limit and handle its frames, track its
 * liveness, and drop its subscriptions when it closes. `track` registers the connection and its
 * running handlers so the relay can wait for them on shutdown.
 * @example
 * acceptConnection(services, methods, socket, transport, clientId, address, tracker)
 */
export function acceptConnection(
  services: RelayServices,
  methods: ReadonlyMap<string, RelayMethodHandler>,
  socket: WebSocket,
  transport: Duplex,
  clientId: string,
  address: string,
  tracker: {
    connections: Set<RelayConnection>
    handlers: Set<Promise<void>>
  },
): RelayConnection {
  const { clock, logger, config, hub } = services
  const connection: RelayConnection = {
    clientId,
    address,
    socket,
    transport,
    outbox: [],
    maxBufferedBytes: config.maxBufferedBytes,
    subscriptions: new Map(),
    inflight: new Map(),
    pendingSeqs: new Set(),
    limiter: createRateLimiter(config.rateLimit, clock.now()),
    heartbeatSlot: Math.floor(Math.random() * HEARTBEAT_SLOTS),
    alive: true,
  }
  tracker.connections.add(connection)

  socket.on('message', (data) => {
    connection.alive = true
    const text = rawDataToText(data)
    const verdict = connection.limiter.admit(clock.now())
    if (verdict === 'admit') {
      const running = handleFrame(services, methods, connection, text)
      if (!running) return
      const tracked = running
        .catch((error: unknown) => logger.error('Frame handling failed', { error: String(error) }))
        .finally(() => tracker.handlers.delete(tracked))
      tracker.handlers.add(tracked)
      return
    }
    services.metrics.frameRefused()
    if (verdict === 'close') {
      logger.warn('Closing a socket over its rate limit', { clientId })
      closeConnection(connection, RELAY_CLOSE_CODES.policyViolation, 'Rate limit exceeded')
      return
    }
    const frame = parseFrame(text)
    if (frame.kind === 'request') {
      sendFrame(connection, formatError(frame.rawId, new RelayRpcError('RATE_LIMITED')))
    }
  })
  socket.on('pong', () => {
    connection.alive = true
  })
  socket.on('error', (error) => logger.debug('Socket error', { clientId, error: error.message }))
  socket.on('close', () => {
    tracker.connections.delete(connection)
    for (const topic of connection.subscriptions.keys()) hub.remove(topic, connection)
    connection.inflight.clear()
  })
  return connection
}
