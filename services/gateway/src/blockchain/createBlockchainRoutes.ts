import {
  type FungiblePriceResponse,
  fungiblePriceRequestSchema,
  type SupportedChainsResponse,
} from '@portico/common/schemas/api'
import { type Clock, type Logger, silentLogger } from '@portico/server'
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { BitcoinNode } from '../bitcoin/createBitcoinNodes'
import type { GatewayDb } from '../db/Database'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { requestBaseUrl } from '../http/requestBaseUrl'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { SolanaChainConfig } from '../solana/solanaConfigSchema'
import { createAddressValidator } from './createAddressValidator'
import type { BalanceCache } from './createBalanceCache'
import { createBalanceHandler } from './createBalanceHandler'
import { createHistoryHandler } from './createHistoryHandler'
import { createHistoryStartReader } from './createHistoryStartReader'
import type { GatewayChain } from './GatewayChain'
import { priceFungibles } from './priceFungibles'

const priceRequest = z.object({
  ...fungiblePriceRequestSchema.shape,
  currency: z.enum(['usd', 'USD'], 'Only usd is supported').optional(),
})

/**
 * The blockchain API of spec §7 backed by the configured chains and the indexer's tables.
 * Unsupported chains answer empty results. Balances and history pages are cached for
 * `balanceCacheMs` (history pages also keyed by the indexer's progress: never older than the index).
 * @example
 * app.route('/', createBlockchainRoutes({ db, clock, chains, prices, balanceCacheMs: 30_000, balanceForceUpdateIntervalMs: 5_000, historyPageSize: 20, publicUrl }))
 */
export function createBlockchainRoutes(deps: {
  db: GatewayDb
  clock: Clock
  chains: readonly GatewayChain[]
  /** Static overrides, else pool prices: balances, history values and fungible/price. */
  prices: MarketPrices
  balanceCacheMs: number
  balanceForceUpdateIntervalMs: number
  historyPageSize: number
  publicUrl: string | undefined
  /** NFT metadata for history previews; without it history lists no NFT movements. */
  nftMetadata?: NftMetadataReader
  /** Shared by several nodes (Redis); an in-process cache otherwise. */
  balanceCache?: BalanceCache | undefined
  /** History pages shared by several nodes (Redis); an in-process cache otherwise. */
  historyCache?: BalanceCache | undefined
  /** The configured Bitcoin chains: balances asked with their `chainId` are read there. */
  bitcoinNodes?: ReadonlyMap<string, BitcoinNode> | undefined
  /** Taken before a Bitcoin balance read (an address scan): the Bitcoin routes' rate limit. */
  bitcoinRateLimit?: MiddlewareHandler<AppEnv> | undefined
  /** The configured Solana clusters: balances of their addresses are read from their RPC. */
  solanaChains?: readonly SolanaChainConfig[] | undefined
  logger?: Logger | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const chains = new Map(deps.chains.map((chain) => [chain.caip2, chain]))
  const isValidAddress = createAddressValidator()
  const solanaChains = deps.solanaChains ?? []
  const supported: SupportedChainsResponse = {
    http: [...chains.keys(), ...solanaChains.map((chain) => chain.caipNetworkId)],
    ws: [],
  }
  const baseUrl = requestBaseUrl(deps.publicUrl)

  app.get('/v1/supported-chains', (c) => c.json(supported))

  app.get(
    '/v1/account/:address/balance',
    createBalanceHandler({ ...deps, baseUrl, isValidAddress }),
  )

  app.get(
    '/v1/account/:address/history',
    createHistoryHandler({
      db: deps.db,
      clock: deps.clock,
      chains,
      prices: deps.prices,
      cacheMs: deps.balanceCacheMs,
      pageSize: deps.historyPageSize,
      publicUrl: deps.publicUrl,
      baseUrl,
      isValidAddress,
      nftMetadata: deps.nftMetadata,
      historyCache: deps.historyCache,
      historyStart: createHistoryStartReader(chains, deps.logger ?? silentLogger),
    }),
  )

  app.post('/v1/fungible/price', async (c) => {
    const body = parseInput(priceRequest, await readJsonBody(c), 'body')
    return c.json<FungiblePriceResponse>({
      fungibles: await priceFungibles(body.addresses, chains, deps.prices, baseUrl(c)),
    })
  })

  return app
}
