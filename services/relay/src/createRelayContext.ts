import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createClientIp, createHealth, createMetrics, type Health } from '@portico/server'
import { WebSocketServer } from 'ws'
import type { RelayConfig } from './config/RelayConfig'
import { resolveRelayConfig } from './config/RelayConfig'
import type { ConnectionLimits } from './connection/ConnectionLimits'
import { createConnectionLimits } from './connection/createConnectionLimits'
import type { RelayConnection } from './connection/RelayConnection'
import { createDeliverer } from './delivery/createDeliverer'
import { createRelayHttpApp } from './http/createRelayHttpApp'
import { createTopicHub } from './hub/createTopicHub'
import { createMethodTable } from './methods/createMethodTable'
import type { RelayServices } from './methods/RelayServices'
import { createRelayMetrics } from './metrics/createRelayMetrics'
import { createDiskGuard } from './quota/createDiskGuard'
import { createStorageLedger } from './quota/createStorageLedger'
import type { QuotaBackend } from './quota/QuotaBackend'
import type { RelayDeps } from './RelayDeps'
import { createIdGenerator } from './rpc/createIdGenerator'

const MEMORY_QUOTAS: QuotaBackend = {
  ledger: createStorageLedger,
  connections: createConnectionLimits,
}

/**
 * Everything one relay holds: its parts (services, method table, WebSocket and HTTP servers,
 * connection caps), its open connections and running handlers, what to stop on close, and
 * whether it is closing. The relay's upgrade, listen and close steps each take it.
 * @example
 * const context = createRelayContext({ clock, store, logger })
 */
export type RelayContext = {
  readonly deps: RelayDeps
  readonly config: RelayConfig
  readonly services: RelayServices
  readonly health: Health
  readonly limits: ConnectionLimits
  readonly methods: ReturnType<typeof createMethodTable>
  readonly wss: WebSocketServer
  readonly server: Server
  readonly tracker: { connections: Set<RelayConnection>; handlers: Set<Promise<void>> }
  readonly stops: (() => void)[]
  /** Set by listen() to the listening address's names unless configured. */
  audienceHosts: readonly string[]
  closing: boolean
}

/**
 * Builds a relay's parts from its deps, not yet listening: config resolved, quotas counted in
 * memory unless given, metrics and health of its own unless given.
 * @example
 * const context = createRelayContext({ clock: systemClock, store, logger })
 */
export function createRelayContext(deps: RelayDeps): RelayContext {
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
  return {
    deps,
    config,
    services,
    health,
    limits,
    methods,
    wss,
    server: createServer(getRequestListener(http.fetch)),
    tracker,
    stops: [],
    audienceHosts: config.audienceHosts,
    closing: false,
  }
}
