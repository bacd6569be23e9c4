import { clientAddressKey } from '@portico/common'
import {
  createClientIp,
  createHealth,
  createMemoryRateLimiter,
  createMetrics,
  frameVisitorIp,
  silentLogger,
} from '@portico/server'
import type { Context } from 'hono'
import { createBitcoinNodes } from '../bitcoin/createBitcoinNodes'
import { createPriceTable } from '../blockchain/createPriceTable'
import { toGatewayChains } from '../blockchain/GatewayChain'
import { toConvertChains } from '../convert/ConvertChain'
import { createPairReader } from '../convert/createPairReader'
import type { GatewayDeps } from '../GatewayDeps'
import { gatewayRateLimit } from '../http/gatewayRateLimit'
import { gatewayReadinessChecks } from '../http/gatewayReadinessChecks'
import { createMetadataFetcher } from '../nfts/createMetadataFetcher'
import { createNftMetadataReader } from '../nfts/createNftMetadataReader'
import { toMetadataFetcherOptions } from '../nfts/toMetadataFetcherOptions'
import { createFeedPrices } from '../prices/createFeedPrices'
import { createMarketPrices } from '../prices/createMarketPrices'
import { createPriceMetrics } from '../prices/createPriceMetrics'
import { createTwapPrices } from '../prices/createTwapPrices'
import type { Bucket, GatewayContext } from './GatewayContext'

/**
 * Builds what the gateway's middleware and route groups share from its dependencies: defaults
 * for the optional ones (silent logger, own metrics, readiness of the database and Redis), the
 * configured chains with their clients, rate limiters, and one instance of each reader that
 * several route groups use.
 * @example
 * const context = createGatewayContext({ config, db, clock: systemClock, chainClients, catalogue })
 */
export function createGatewayContext(deps: GatewayDeps): GatewayContext {
  const { config, db, clock, shared } = deps
  const logger = deps.logger ?? silentLogger
  const metrics = deps.metrics ?? createMetrics({ service: 'gateway', processMetrics: false })
  const clientIp = frameVisitorIp(
    deps.clientIp ?? createClientIp({ trustProxy: config.trustProxy }),
    config.walletFrame.proxySecret,
  )
  const clientKey = (c: Context) => clientAddressKey(clientIp(c))
  const limiter = (name: string, bucket: Bucket) =>
    shared?.rateLimiter(name, bucket) ?? createMemoryRateLimiter({ ...bucket, clock })
  const chains = toGatewayChains(config.chains, deps.chainClients)
  const convertChains = toConvertChains(chains)
  // One reserve cache for quotes and prices: a price read warms the quotes and back.
  const pairs = createPairReader({ clock, ttlMs: config.reserveCacheMs })
  const table = createPriceTable(config.priceSource)
  const priceMetrics = createPriceMetrics(metrics)
  const priceSources = {
    chains,
    clock,
    ttlMs: config.reserveCacheMs,
    logger,
    metrics: priceMetrics,
  }
  // Feeds with a deviation bound are checked against the same V3 averages the prices fall back to.
  const twap = createTwapPrices(priceSources)
  return {
    config,
    db,
    clock,
    logger,
    metrics,
    health: deps.health ?? createHealth({ checks: gatewayReadinessChecks({ db, shared }) }),
    shared,
    catalogue: deps.catalogue,
    chainClients: deps.chainClients,
    upstreamFetches: deps.upstreamFetches,
    projects: new Map(config.projects.map((project) => [project.projectId, project])),
    chains,
    convertChains,
    clientIp,
    clientKey,
    limiter,
    limit: (name, bucket, key = clientKey) =>
      gatewayRateLimit({ name, limiter: limiter(name, bucket), key, metrics }),
    pairs,
    prices: createMarketPrices({
      table,
      chains: convertChains,
      pairs,
      logger,
      metrics: priceMetrics,
      feeds: createFeedPrices({ ...priceSources, twap }),
      twap,
    }),
    nftMetadata: createNftMetadataReader({
      clock,
      ttlMs: config.nftMetadata.cacheTtlMs,
      maxEntries: config.nftMetadata.cacheEntries,
      fetchJson: createMetadataFetcher(toMetadataFetcherOptions(config.nftMetadata)),
    }),
    // One client, scan queue and mempool cache per Bitcoin node, for its API and for balances.
    bitcoinNodes: createBitcoinNodes(config.bitcoin.chains),
    bitcoinLimiter: limiter('bitcoin', config.bitcoin.rateLimit),
  }
}
