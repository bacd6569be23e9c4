import { type CaipNetworkId, isPageOriginAllowed } from '@portico/common'
import { createKyselySiwxStore, createSiwxRoutes, type SiwxDatabase } from '@portico/siwx-server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { PublicClient } from 'viem'
import { createAnalyticsRoutes } from './analytics/createAnalyticsRoutes'
import { createBlockchainRoutes } from './blockchain/createBlockchainRoutes'
import { createNotImplementedRoutes } from './blockchain/createNotImplementedRoutes'
import { createPriceTable } from './blockchain/createPriceTable'
import { toGatewayChains } from './blockchain/GatewayChain'
import type { CatalogueEntry } from './catalogue/catalogueEntrySchema'
import { createCatalogueRoutes } from './catalogue/createCatalogueRoutes'
import { toWalletRecords } from './catalogue/toWalletRecords'
import type { Clock } from './config/Clock'
import type { GatewayConfig } from './config/gatewayConfigSchema'
import { type Logger, silentLogger } from './config/Logger'
import type { GatewayDb } from './db/Database'
import { createErrorHandler } from './errors/errorHandler'
import { GatewayError } from './errors/GatewayError'
import type { AppEnv } from './http/AppEnv'
import { createBodyLimit } from './http/createBodyLimit'
import { createCors } from './http/createCors'
import { createProjectGuard } from './http/createProjectGuard'
import { createRateLimiter } from './http/createRateLimiter'
import { defaultClientIp } from './http/defaultClientIp'
import { clientKeyOf, rateLimit } from './http/rateLimit'
import { createProjectRoutes } from './projects/createProjectRoutes'

/**
 * Everything the gateway app needs, injected so tests can pass their own.
 * @example
 * const deps: GatewayDeps = { config, db, clock: systemClock, chainClients, catalogue }
 */
export type GatewayDeps = {
  config: GatewayConfig
  db: GatewayDb
  clock: Clock
  /** One viem public client per configured chain, keyed by CAIP-2 id. */
  chainClients: ReadonlyMap<string, PublicClient>
  catalogue: readonly CatalogueEntry[]
  logger?: Logger
  clientIp?: (c: Context) => string
}

// Paths whose callers must name a configured project (when projects exist) from an allowed origin.
const GUARDED = ['/v1', '/v1/*', '/getWallets', '/getAnalyticsConfig', '/appkit/*', '/e', '/batch']

/**
 * Builds the gateway's Hono app: the blockchain API and wallet catalogue of spec §7, project and
 * origin checks, CORS, analytics intake, SIWX sign-in (nonce, sessions, revoke; @portico/siwx-server). Images under /public and /getWalletImage are open.
 * @example
 * const app = createApp({ config, db, clock: systemClock, chainClients, catalogue })
 * const res = await app.request('/v1/supported-chains')
 */
export function createApp(deps: GatewayDeps): Hono<AppEnv> {
  const { config, db, clock } = deps
  const logger = deps.logger ?? silentLogger
  const projects = new Map(config.projects.map((project) => [project.projectId, project]))
  const chains = toGatewayChains(config.chains, deps.chainClients)
  const extraEvmChains = config.catalogue.evmWalletsSupportConfiguredChains
    ? chains.map((chain) => chain.caip2)
    : []

  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(logger))
  app.notFound(() => {
    throw new GatewayError('NOT_FOUND')
  })
  app.use('*', createCors())
  // POST only: reading a GET's body would make the Node adapter build a full Request per call.
  app.on('POST', '*', createBodyLimit(config.bodyLimitBytes))
  app.get('/health', (c) => c.json({ ok: true }))
  const clientIp = deps.clientIp ?? defaultClientIp({ trustProxy: config.trustProxy })
  // Before the project guard: unauthenticated floods spend the same tokens.
  const siwxLimiter = createRateLimiter({ ...config.siwx.rateLimit, clock })
  app.use(
    '/v1/siwx/*',
    rateLimit(siwxLimiter, (c) => clientKeyOf(clientIp(c))),
  )
  const allowLoopback = config.allowLoopbackOrigins
  const guard = createProjectGuard(projects, { checkOrigin: true, allowLoopback })
  for (const path of GUARDED) app.use(path, guard)
  app.use('/projects/*', createProjectGuard(projects, { checkOrigin: false, allowLoopback }))

  app.route('/', createCatalogueRoutes(toWalletRecords(deps.catalogue, extraEvmChains)))
  app.route('/', createProjectRoutes())
  app.route(
    '/',
    createAnalyticsRoutes({
      db,
      clock,
      limiter: createRateLimiter({ ...config.analytics, clock }),
      clientIp,
    }),
  )
  app.route(
    '/',
    createBlockchainRoutes({
      db,
      clock,
      chains,
      prices: createPriceTable(config.priceSource),
      balanceCacheMs: config.balanceCacheMs,
      balanceForceUpdateIntervalMs: config.balanceForceUpdateIntervalMs,
      historyPageSize: config.historyPageSize,
      publicUrl: config.publicUrl,
    }),
  )
  app.route(
    '/',
    createSiwxRoutes({
      store: createKyselySiwxStore(db.withTables<SiwxDatabase>()),
      // A sign-in's `scheme://domain` must be an allowed origin of its project, listed there:
      // the loopback development setting never reaches sign-in.
      isOriginAllowed: ({ projectId, origin }) => {
        if (projects.size === 0) return true
        const project = projects.get(projectId)
        return (
          project !== undefined &&
          isPageOriginAllowed(origin, project.allowedOrigins, { allowLoopback: false })
        )
      },
      publicClient: (chainId) => deps.chainClients.get(chainId),
      // Sign-in messages must name a chain this gateway serves.
      chains: chains.map((chain) => chain.caip2 as CaipNetworkId),
      sessionTtlMs: config.siwx.sessionTtlMs,
      nonceTtlMs: config.siwx.nonceTtlMs,
      now: clock.now,
    }),
  )
  app.route('/', createNotImplementedRoutes())
  return app
}
