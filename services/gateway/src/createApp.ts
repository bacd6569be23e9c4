import { type CaipNetworkId, clientAddressKey, isPageOriginAllowed } from '@portico/common'
import {
  type Clock,
  createBodyLimit,
  createClientIp,
  createHealth,
  createMemoryRateLimiter,
  createMetrics,
  frameVisitorIp,
  type Health,
  type Logger,
  type Metrics,
  mountServiceRoutes,
  silentLogger,
} from '@portico/server'
import { createKyselySiwxStore, createSiwxRoutes, type SiwxDatabase } from '@portico/siwx-server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { PublicClient } from 'viem'
import { createAnalyticsRoutes } from './analytics/createAnalyticsRoutes'
import { createBitcoinNodes } from './bitcoin/createBitcoinNodes'
import { createBitcoinRoutes } from './bitcoin/createBitcoinRoutes'
import { createBlockchainRoutes } from './blockchain/createBlockchainRoutes'
import { createPriceTable } from './blockchain/createPriceTable'
import { toGatewayChains } from './blockchain/GatewayChain'
import { createBundlerRoutes } from './bundler/createBundlerRoutes'
import type { CatalogueEntry } from './catalogue/catalogueEntrySchema'
import { createCatalogueRoutes } from './catalogue/createCatalogueRoutes'
import { toWalletRecords } from './catalogue/toWalletRecords'
import type { GatewayConfig } from './config/gatewayConfigSchema'
import { toConvertChains } from './convert/ConvertChain'
import { createConvertRoutes } from './convert/createConvertRoutes'
import { createPairReader } from './convert/createPairReader'
import type { GatewayDb } from './db/Database'
import { createErrorHandler } from './errors/errorHandler'
import { GatewayError } from './errors/GatewayError'
import type { AppEnv } from './http/AppEnv'
import { createCors } from './http/createCors'
import { createProjectGuard } from './http/createProjectGuard'
import { gatewayRateLimit } from './http/gatewayRateLimit'
import { gatewayReadinessChecks } from './http/gatewayReadinessChecks'
import { requestBaseUrl } from './http/requestBaseUrl'
import { createMetadataFetcher } from './nfts/createMetadataFetcher'
import { createNftMetadataReader } from './nfts/createNftMetadataReader'
import { createNftRoutes } from './nfts/createNftRoutes'
import { toMetadataFetcherOptions } from './nfts/toMetadataFetcherOptions'
import { createOnrampPriceSource } from './onramp/createOnrampPriceSource'
import { createOnrampProviders } from './onramp/createOnrampProviders'
import { createOnrampRoutes } from './onramp/createOnrampRoutes'
import { createMarketPrices } from './prices/createMarketPrices'
import { createProfileRoutes } from './profile/createProfileRoutes'
import { createProjectRoutes } from './projects/createProjectRoutes'
import { createRpcRoutes } from './rpc/createRpcRoutes'
import { createSessionRoutes } from './sessions/createSessionRoutes'
import type { GatewayShared } from './shared/GatewayShared'

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
  /** Limits and caches shared by several nodes (Redis); in memory per node without it. */
  shared?: GatewayShared
  /** The service's metrics (served at /metrics); a registry of the app's own without it. */
  metrics?: Metrics
  /** The service's health (`/health/ready` checks the database and Redis unless given). */
  health?: Health
}

// Paths whose callers must name a configured project (when projects exist) from an allowed origin.
const GUARDED = ['/v1', '/v1/*', '/getWallets', '/getAnalyticsConfig', '/appkit/*', '/e', '/batch']

/**
 * Builds the gateway's Hono app: the blockchain API and wallet catalogue of spec §7, project and
 * origin checks, CORS, analytics intake, swaps over Uniswap V2 (convert) with prices from its
 * pools, SIWX sign-in (nonce, sessions, revoke; @portico/siwx-server), the ERC-4337 bundler proxy
 * of the chains that have a bundler, the chain JSON-RPC proxy (POST /v1). Images under /public and
 * /getWalletImage are open.
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
  const clientIp = frameVisitorIp(
    deps.clientIp ?? createClientIp({ trustProxy: config.trustProxy }),
    config.walletFrame.proxySecret,
  )
  const metrics = deps.metrics ?? createMetrics({ service: 'gateway', processMetrics: false })
  mountServiceRoutes(app, {
    logger,
    metrics,
    health:
      deps.health ?? createHealth({ checks: gatewayReadinessChecks({ db, shared: deps.shared }) }),
    metricsToken: config.metricsToken,
    clientIp,
  })
  app.use('*', createCors())
  // POST only: reading a GET's body would make the Node adapter build a full Request per call.
  // The chain JSON-RPC proxy takes batches, under a limit of its own.
  const bodyLimitOf = (maxBytes: number) =>
    createBodyLimit<AppEnv>({
      maxBytes,
      refuse: () => {
        throw new GatewayError('PAYLOAD_TOO_LARGE', {
          message: `Request body is larger than ${maxBytes} bytes`,
        })
      },
    })
  const bodyLimit = bodyLimitOf(config.bodyLimitBytes)
  const rpcBodyLimit = bodyLimitOf(config.rpc.maxBodyBytes)
  app.on('POST', '*', (c, next) => (c.req.path === '/v1' ? rpcBodyLimit : bodyLimit)(c, next))
  app.get('/health', (c) => c.json({ ok: true }))
  // Before the project guard: unauthenticated floods spend the same tokens.
  const limiter = (name: string, bucket: { capacity: number; refillPerSecond: number }) =>
    deps.shared?.rateLimiter(name, bucket) ?? createMemoryRateLimiter({ ...bucket, clock })
  const clientKey = (c: Context) => clientAddressKey(clientIp(c))
  const limit = (
    name: string,
    bucket: { capacity: number; refillPerSecond: number },
    key: (c: Context<AppEnv>) => string = clientKey,
  ) => gatewayRateLimit({ name, limiter: limiter(name, bucket), key, metrics })
  app.use('/v1/siwx/*', limit('siwx', config.siwx.rateLimit))
  // Session grants and revocations cost a signature check (an eth_call for smart accounts):
  // sign-in's budget, in its own bucket.
  app.use('/v1/sessions/*', limit('sessions', config.siwx.rateLimit))
  // Hono's `/v1/bundler/*` matches `/v1/bundler` itself too: one token per call.
  app.use('/v1/bundler/*', limit('bundler', config.bundler.rateLimit))
  // Quotes and checkout URLs: each prices from the pools; one bucket for both.
  const onrampLimit = limit('onramp', config.onramp.rateLimit)
  app.post('/v1/onramp/quote', onrampLimit)
  app.post('/v1/generators/onrampurl', onrampLimit)
  const allowLoopback = config.allowLoopbackOrigins
  const guard = createProjectGuard(projects, { checkOrigin: true, allowLoopback })
  for (const path of GUARDED) app.use(path, guard)
  // After the guard, so only known projects get buckets: per client and project. Registrations
  // (each may cost an eth_call) also draw from a smaller bucket of their own.
  const profileKey = (c: Context<AppEnv>) => `${clientKey(c)}|${c.get('project')?.projectId ?? ''}`
  app.use('/v1/profile/*', limit('profile', config.names.rateLimit, profileKey))
  app.post(
    '/v1/profile/account',
    limit('profileRegistration', config.names.registrationRateLimit, profileKey),
  )
  app.use('/projects/*', createProjectGuard(projects, { checkOrigin: false, allowLoopback }))

  app.route('/', createCatalogueRoutes(toWalletRecords(deps.catalogue, extraEvmChains)))
  app.route('/', createProjectRoutes())
  app.route(
    '/',
    createAnalyticsRoutes({
      db,
      clock,
      limiter: limiter('analytics', config.analytics),
      maxEventsPerCall: config.analytics.capacity,
      clientIp,
      metrics,
    }),
  )
  // One client, scan queue and mempool cache per Bitcoin node, for its API and for balances.
  const bitcoinNodes = createBitcoinNodes(config.bitcoin.chains)
  // One bucket per client for the Esplora-style routes and Bitcoin balances: both scan addresses.
  const bitcoinLimiter = limiter('bitcoin', config.bitcoin.rateLimit)
  const convertChains = toConvertChains(chains)
  // One reserve cache for quotes and prices: a price read warms the quotes and back.
  const pairs = createPairReader({ clock, ttlMs: config.reserveCacheMs })
  const table = createPriceTable(config.priceSource)
  const prices = createMarketPrices({ table, chains: convertChains, pairs, logger })
  app.route(
    '/',
    createConvertRoutes({
      chains: convertChains,
      pairs,
      clock,
      reserveCacheMs: config.reserveCacheMs,
      maxPriceImpactPercent: config.maxPriceImpactPercent,
      baseUrl: requestBaseUrl(config.publicUrl),
    }),
  )
  const nftMetadata = createNftMetadataReader({
    clock,
    ttlMs: config.nftMetadata.cacheTtlMs,
    maxEntries: config.nftMetadata.cacheEntries,
    fetchJson: createMetadataFetcher(toMetadataFetcherOptions(config.nftMetadata)),
  })
  // Each listed NFT may cost a metadata read from a server a stranger chose.
  app.use('/v1/account/:address/nfts', limit('nfts', config.nftMetadata.rateLimit))
  app.route(
    '/',
    createNftRoutes({
      db,
      chains,
      pageSize: config.historyPageSize,
      publicUrl: config.publicUrl,
      metadata: nftMetadata,
    }),
  )
  // Before the blockchain routes: it answers history asked with `onramp`, and passes the rest.
  app.route(
    '/',
    createOnrampRoutes({
      config: config.onramp,
      providers: createOnrampProviders(
        config.onramp.providers,
        config.chains.map((chain) => String(chain.chainId)),
      ),
      priceOf: createOnrampPriceSource(chains, prices),
      clock,
      history: {
        db,
        chains,
        prices,
        pageSize: config.historyPageSize,
        baseUrl: requestBaseUrl(config.publicUrl),
      },
    }),
  )
  app.route(
    '/',
    createBlockchainRoutes({
      db,
      clock,
      chains,
      prices,
      balanceCacheMs: config.balanceCacheMs,
      balanceForceUpdateIntervalMs: config.balanceForceUpdateIntervalMs,
      historyPageSize: config.historyPageSize,
      publicUrl: config.publicUrl,
      nftMetadata,
      bitcoinNodes,
      bitcoinRateLimit: gatewayRateLimit({
        name: 'bitcoin',
        limiter: bitcoinLimiter,
        key: clientKey,
        metrics,
      }),
      solanaChains: config.solana.chains,
      balanceCache: deps.shared?.balanceCache({
        ttlMs: config.balanceCacheMs,
        forceIntervalMs: config.balanceForceUpdateIntervalMs,
      }),
    }),
  )
  app.route(
    '/',
    createProfileRoutes({
      db,
      clock,
      suffix: config.names.suffix,
      messageMaxAgeMs: config.names.messageMaxAgeMs,
      maxNamesPerAddress: config.names.maxNamesPerAddress,
      ens: config.names.ens,
      clientOf: (caip2) => deps.chainClients.get(caip2),
      publicUrl: config.publicUrl,
    }),
  )
  app.route(
    '/',
    createSessionRoutes({ db, clock, clientOf: (caip2) => deps.chainClients.get(caip2) }),
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
  app.route(
    '/',
    createBitcoinRoutes({
      nodes: bitcoinNodes,
      limiter: bitcoinLimiter,
      clientIp,
      metrics,
    }),
  )
  app.route(
    '/',
    createBundlerRoutes({ chains: config.chains, timeoutMs: config.bundler.timeoutMs }),
  )
  app.route(
    '/',
    createRpcRoutes({
      chains: config.chains,
      config: config.rpc,
      limiter: limiter('rpc', config.rpc.rateLimit),
      clientKey,
      metrics,
    }),
  )
  return app
}
