import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { getRequestListener } from '@hono/node-server'
import {
  type Clock,
  createClientIp,
  createHealth,
  createMetrics,
  type Health,
  type Logger,
  type Metrics,
} from '@portico/server'
import { WebSocketServer } from 'ws'
import { defaultAudienceHosts } from './auth/defaultAudienceHosts'
import type { RelayBus } from './cluster/RelayBus'
import { type RelayConfig, resolveRelayConfig } from './config/RelayConfig'
import { acceptConnection } from './connection/acceptConnection'
import { createConnectionLimits } from './connection/createConnectionLimits'
import { closeConnection, type RelayConnection } from './connection/RelayConnection'
import { startHeartbeat } from './connection/startHeartbeat'
import { createDeliverer } from './delivery/createDeliverer'
import { authenticateUpgrade } from './http/authenticateUpgrade'
import { clientAddress } from './http/clientAddress'
import { createRelayHttpApp } from './http/createRelayHttpApp'
import { rejectUpgrade } from './http/rejectUpgrade'
import { createTopicHub } from './hub/createTopicHub'
import { createMethodTable } from './methods/createMethodTable'
import type { RelayServices } from './methods/RelayServices'
import { createRelayMetrics } from './metrics/createRelayMetrics'
import { createDiskGuard } from './quota/createDiskGuard'
import { createStorageLedger, storedSize } from './quota/createStorageLedger'
import type { QuotaBackend } from './quota/QuotaBackend'
import { createIdGenerator } from './rpc/createIdGenerator'
import { RELAY_CLOSE_CODES, type RelayUpgradeErrorKey } from './rpc/relayErrorCodes'
import type { RelayStore } from './store/RelayStore'
import { startSweep } from './store/startSweep'

/**
 * What a relay is made from. The store is the caller's: `close()` does not close it.
 * @example
 * const deps: RelayDeps = { clock: systemClock, store, logger: createLogger({ service: 'relay' }) }
 */
export type RelayDeps = {
  clock: Clock
  store: RelayStore
  logger: Logger
  config?: Partial<RelayConfig>
  /** The rest of the cluster (several nodes over one shared store); the caller closes it. */
  bus?: RelayBus
  /** Where quotas and connection caps are counted; this process's memory unless given. */
  quotas?: QuotaBackend
  /** The service's metrics (GET /metrics); a registry of the relay's own without it. */
  metrics?: Metrics
  /** The service's health (GET /health/ready); always ready until close() without it. */
  health?: Health
  /** Bearer token that lets a client beyond loopback read GET /metrics. */
  metricsToken?: string
}

const MEMORY_QUOTAS: QuotaBackend = {
  ledger: createStorageLedger,
  connections: createConnectionLimits,
}

/**
 * A running (or ready to run) relay.
 * @example
 * const { url } = await relay.listen({ port: 0 })
 */
export type Relay = {
  /** Start serving; port 0 picks a free port. Resolves with the bound port and ws:// URL. */
  listen(options?: { port?: number; host?: string }): Promise<{ port: number; url: string }>
  /**
   * Refuse new upgrades, close every socket with 1012 (service restart: WalletConnect clients
   * reconnect at once, to another node behind the same address), wait for running handlers,
   * stop serving.
   */
  close(): Promise<void>
  /** Number of open client connections. */
  connectionCount(): number
}

const OPEN_RELAY_WARNING =
  'NO PROJECT IDS ARE CONFIGURED (PORTICO_RELAY_PROJECT_IDS is empty): any client with a ' +
  'self-made key may connect and store messages here, within the per-client and per-address ' +
  'quotas. Set PORTICO_RELAY_PROJECT_IDS before this relay is reachable beyond this machine.'

/**
 * Create a WalletConnect-compatible relay: JSON-RPC 2.0 over WebSocket with JWT-authenticated
 * clients, store-and-forward delivery until each message's TTL, pings, rate limits, connection
 * caps and storage quotas.
 * @example
 * const store = await createSqliteStore({ path: ':memory:' })
 * const relay = createRelay({ clock: systemClock, store, logger: createLogger({ service: 'relay' }) })
 * const { url } = await relay.listen({ port: 8788 })
 */
export function createRelay(deps: RelayDeps): Relay {
  const config = resolveRelayConfig(deps.config)
  const { clock, logger, store } = deps
  const quotas = deps.quotas ?? MEMORY_QUOTAS
  const tracker = { connections: new Set<RelayConnection>(), handlers: new Set<Promise<void>>() }
  const metrics = deps.metrics ?? createMetrics({ service: 'relay', processMetrics: false })
  const health = deps.health ?? createHealth({})
  const ledger = quotas.ledger({
    perClient: config.maxStoredBytesPerClient,
    perAddress: config.maxStoredBytesPerAddress,
    total: config.maxStoredBytes,
    reservePercent: config.storageReservePercent,
  })
  const relayMetrics = createRelayMetrics(metrics, {
    openSockets: () => tracker.connections.size,
    storedBytes: () => ledger.storedBytes?.(clock.now()),
  })
  const services: RelayServices = {
    config,
    clock,
    logger,
    store,
    hub: createTopicHub(),
    metrics: relayMetrics,
    deliverer: createDeliverer({
      store,
      clock,
      logger,
      nextId: createIdGenerator(clock),
      delivered: relayMetrics.delivered,
    }),
    ledger,
    disk: createDiskGuard({
      freeBytes: () => store.freeDiskBytes(),
      minFreeBytes: config.minFreeDiskBytes,
      intervalMs: config.diskCheckIntervalMs,
      logger,
    }),
    bus: deps.bus,
  }
  const limits = quotas.connections({
    perAddress: config.maxConnectionsPerAddress,
    perClient: config.maxConnectionsPerClient,
  })
  // Set by listen() to the listening address's names unless configured.
  let audienceHosts = config.audienceHosts
  const methods = createMethodTable()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: config.maxPayloadBytes,
    perMessageDeflate: false,
  })
  const http = createRelayHttpApp({
    logger,
    metrics,
    health,
    clientIp: createClientIp({ trustProxy: config.trustProxy }),
    metricsToken: deps.metricsToken,
  })
  const server = createServer(getRequestListener(http.fetch))
  const stops: (() => void)[] = []
  let closing = false

  const admit = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = clientAddress(request, config.trustProxy)
    const refuse = (key: RelayUpgradeErrorKey) => {
      logger.debug('Refused an upgrade', { key, address })
      services.metrics.refusals.inc({ reason: key })
      rejectUpgrade(socket, key)
    }
    // A stopping node sends clients elsewhere rather than accept them only to close them.
    if (closing) return refuse('UNAVAILABLE')
    // Before the JWT check: a flood from one address costs no signature verifications.
    if (await limits.addressFull(address)) return refuse('TOO_MANY_ADDRESS_CONNECTIONS')
    const verdict = authenticateUpgrade(request.url, config, audienceHosts, clock.now())
    if (!verdict.ok) return refuse(verdict.key)
    const slot = await limits.acquire(address, verdict.clientId)
    if (!slot.ok) return refuse(slot.key)
    // The client may have gone while the (shared) counts were asked.
    if (socket.destroyed) return slot.release()
    socket.once('close', slot.release)
    wss.handleUpgrade(request, socket, head, (ws) => {
      acceptConnection(services, methods, ws, socket, verdict.clientId, address, tracker)
      logger.debug('Client connected', { clientId: verdict.clientId, ua: verdict.userAgent })
    })
  }
  server.on('upgrade', (request, socket, head) => {
    // Node drops its own error listener from an upgrading socket: without one, a client reset
    // while its upgrade is checked, or after a refusal, would be an uncaught error.
    socket.on('error', (error) => logger.debug('Upgrade socket error', { error: error.message }))
    admit(request, socket, head).catch((error: unknown) => {
      logger.error('Could not admit a connection', { error: String(error) })
      rejectUpgrade(socket, 'UNAVAILABLE')
    })
  })
  return {
    async listen(options = {}) {
      const host = options.host ?? '127.0.0.1'
      await services.ledger.load(async () =>
        (await store.listUsage(clock.now())).map((usage) => ({
          clientId: usage.publisher,
          address: usage.publisherAddress,
          bytes: storedSize(usage.messageBytes, usage.count),
          expiresAt: usage.expiresAt,
        })),
      )
      await services.disk.check()
      // Messages stored through other nodes reach this node's subscribers.
      await deps.bus?.listen((message) =>
        services.deliverer.fanOut(message, services.hub.subscribers(message.topic)),
      )
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(options.port ?? 0, host, () => {
          server.off('error', reject)
          resolve()
        })
      })
      stops.push(startHeartbeat(tracker.connections, config.pingIntervalMs))
      stops.push(startSweep(store, clock, logger, config.sweepIntervalMs))
      stops.push(services.disk.start())
      const { port } = server.address() as AddressInfo
      if (config.audienceHosts.length === 0) audienceHosts = defaultAudienceHosts(host, port)
      if (config.projectIds.length === 0) logger.warn(OPEN_RELAY_WARNING)
      logger.info('Relay limits', {
        audienceHosts,
        maxConnectionsPerAddress: config.maxConnectionsPerAddress,
        maxConnectionsPerClient: config.maxConnectionsPerClient,
        maxStoredBytesPerClient: config.maxStoredBytesPerClient,
        maxStoredBytesPerAddress: config.maxStoredBytesPerAddress,
        maxStoredBytes: config.maxStoredBytes,
        storageReservePercent: config.storageReservePercent,
        minFreeDiskBytes: config.minFreeDiskBytes,
        maxTtlSeconds: config.maxTtlSeconds,
        trustProxy: config.trustProxy,
      })
      return { port, url: `ws://${host}:${port}` }
    },

    async close() {
      closing = true
      health.beginShutdown()
      for (const stop of stops.splice(0)) stop()
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
      await limits.close()
      wss.close()
      if (server.listening) {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await stopped
      }
    },

    connectionCount: () => tracker.connections.size,
  }
}
