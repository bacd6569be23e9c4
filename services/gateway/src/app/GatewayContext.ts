import type { Clock, Health, Logger, Metrics, RateLimiter } from '@portico/server'
import type { Context, MiddlewareHandler } from 'hono'
import type { PublicClient } from 'viem'
import type { BitcoinNode } from '../bitcoin/createBitcoinNodes'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { CatalogueEntry } from '../catalogue/catalogueEntrySchema'
import type { GatewayConfig, ProjectConfig } from '../config/gatewayConfigSchema'
import type { ConvertChain } from '../convert/ConvertChain'
import type { PairReader } from '../convert/createPairReader'
import type { GatewayDb } from '../db/Database'
import type { AppEnv } from '../http/AppEnv'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayShared } from '../shared/GatewayShared'
import type { FetchFn } from '../upstream/createRequestSender'

/** A token bucket's size and refill rate. @example const bucket: Bucket = { capacity: 30, refillPerSecond: 1 } */
export type Bucket = { capacity: number; refillPerSecond: number }

/**
 * What the gateway's middleware and route groups share, built once per app: the injected
 * dependencies with their defaults, and the readers several route groups use (prices, pool
 * reserves, NFT metadata, Bitcoin nodes), so each is one instance with one cache.
 * @example
 * const context = createGatewayContext(deps)
 * app.use('/v1/siwx/*', context.limit('siwx', context.config.siwx.rateLimit))
 */
export type GatewayContext = {
  config: GatewayConfig
  db: GatewayDb
  clock: Clock
  logger: Logger
  metrics: Metrics
  health: Health
  shared: GatewayShared | undefined
  catalogue: readonly CatalogueEntry[]
  chainClients: ReadonlyMap<string, PublicClient>
  /** The chains' provider-grade fetches, shared with the chain clients (see GatewayDeps). */
  upstreamFetches: ReadonlyMap<string, FetchFn> | undefined
  /** Configured projects by id. */
  projects: ReadonlyMap<string, ProjectConfig>
  chains: readonly GatewayChain[]
  convertChains: ReadonlyMap<string, ConvertChain>
  /** The visitor's address, the wallet frame's forwarded one included. */
  clientIp: (c: Context) => string
  /** The rate-limit key of the calling client. */
  clientKey: (c: Context) => string
  /** A new bucket store under `name`: shared across nodes when `shared` is given. */
  limiter: (name: string, bucket: Bucket) => RateLimiter
  /** Rate-limit middleware over a new bucket store; per client unless `key` says otherwise. */
  limit: (
    name: string,
    bucket: Bucket,
    key?: (c: Context<AppEnv>) => string,
  ) => MiddlewareHandler<AppEnv>
  pairs: PairReader
  prices: MarketPrices
  nftMetadata: NftMetadataReader
  bitcoinNodes: ReadonlyMap<string, BitcoinNode>
  /** One bucket per client for the Esplora-style routes and Bitcoin balances. */
  bitcoinLimiter: RateLimiter
}
