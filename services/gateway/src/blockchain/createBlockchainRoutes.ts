import {
  balanceQuerySchema,
  type FungiblePriceResponse,
  fungiblePriceRequestSchema,
  historyQuerySchema,
  type SupportedChainsResponse,
} from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import type { BitcoinNode } from '../bitcoin/createBitcoinNodes'
import { readBitcoinBalances } from '../bitcoin/readBitcoinBalances'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { flagParam } from '../http/querySchemas'
import { readJsonBody } from '../http/readJsonBody'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import type { MarketPrices } from '../prices/createMarketPrices'
import { readSolanaBalances } from '../solana/readSolanaBalances'
import type { SolanaChainConfig } from '../solana/solanaConfigSchema'
import { createAddressValidator } from './createAddressValidator'
import { type BalanceCache, createBalanceCache } from './createBalanceCache'
import type { GatewayChain } from './GatewayChain'
import { decodeHistoryCursor } from './historyCursor'
import { parseAccountAddress } from './parseAccountAddress'
import { priceFungibles } from './priceFungibles'
import { readChainBalances } from './readChainBalances'
import { readHistory } from './readHistory'

const balanceQuery = balanceQuerySchema.extend({
  currency: z.enum(['usd', 'USD'], 'Only usd is supported').optional(),
  forceUpdate: flagParam.optional(),
})
const priceRequest = fungiblePriceRequestSchema.extend({
  currency: z.enum(['usd', 'USD'], 'Only usd is supported').optional(),
})
const pathAddress = z.string().min(1).max(160)
// A string as it reads inside a JSON string literal.
const jsonText = (text: string) => JSON.stringify(text).slice(1, -1)
// Stands for the base URL in cached answers (a control character: never in a URL or chain data).
const BASE_MARKER = '\u0000base\u0000'
const BASE_MARKER_JSON = jsonText(BASE_MARKER)

/**
 * The Bitcoin chain and plain address of a balance request, when it names a configured Bitcoin
 * chain (by `chainId` or a CAIP-10 address): its addresses follow that chain's parameters, which
 * the namespace-wide validator does not know (a regtest chain's `rltc…`).
 */
function bitcoinAccountOf(
  raw: string,
  chainId: string | undefined,
  nodes: ReadonlyMap<string, BitcoinNode> | undefined,
): { node: BitcoinNode; address: string } | undefined {
  const parts = raw.split(':')
  const pathChain = parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
  const node = nodes?.get(chainId ?? pathChain ?? '')
  if (!node) return undefined
  if (pathChain && chainId && pathChain !== chainId) {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid path parameter 'address': its chain differs from 'chainId'",
    })
  }
  return { node, address: parts.at(-1) ?? '' }
}

/**
 * The blockchain API of spec §7 backed by the configured chains and the indexer's tables.
 * Unsupported chains answer empty results.
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
  /** The configured Bitcoin chains: balances asked with their `chainId` are read there. */
  bitcoinNodes?: ReadonlyMap<string, BitcoinNode> | undefined
  /** Taken before a Bitcoin balance read (an address scan): the Bitcoin routes' rate limit. */
  bitcoinRateLimit?: MiddlewareHandler<AppEnv> | undefined
  /** The configured Solana clusters: balances of their addresses are read from their RPC. */
  solanaChains?: readonly SolanaChainConfig[] | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const chains = new Map(deps.chains.map((chain) => [chain.caip2, chain]))
  const isValidAddress = createAddressValidator()
  const cache =
    deps.balanceCache ??
    createBalanceCache({
      clock: deps.clock,
      ttlMs: deps.balanceCacheMs,
      forceIntervalMs: deps.balanceForceUpdateIntervalMs,
    })
  const solanaChains = deps.solanaChains ?? []
  const supported: SupportedChainsResponse = {
    http: [...chains.keys(), ...solanaChains.map((chain) => chain.caipNetworkId)],
    ws: [],
  }
  // Without publicUrl (only allowed on loopback) links follow the Host the caller used; the
  // Host header avoids parsing the URL on every call; requests built in-process lack it.
  const baseUrl = (c: Context) => {
    if (deps.publicUrl) return deps.publicUrl
    const host = c.req.header('host')
    return host ? `http://${host}` : new URL(c.req.url).origin
  }
  // Cached answers never hold a caller's Host: without publicUrl they keep a marker for the
  // base URL that each answer fills in.
  const cachedBase = deps.publicUrl ?? BASE_MARKER
  const withBase = (body: string, c: Context) =>
    deps.publicUrl ? body : body.replaceAll(BASE_MARKER_JSON, jsonText(baseUrl(c)))

  app.get('/v1/supported-chains', (c) => c.json(supported))

  app.get('/v1/account/:address/balance', async (c) => {
    const query = parseInput(balanceQuery, c.req.query(), 'query')
    const raw = parseInput(pathAddress, c.req.param('address'), 'path')
    const bitcoin = bitcoinAccountOf(raw, query.chainId, deps.bitcoinNodes)
    if (bitcoin) {
      await deps.bitcoinRateLimit?.(c, async () => {})
      const key = `${bitcoin.address}|${bitcoin.node.chain.params.caipNetworkId}`
      const body = await cache.get(key, query.forceUpdate === true, async () => {
        const balances = await readBitcoinBalances({
          ...bitcoin,
          prices: deps.prices,
          baseUrl: cachedBase,
        })
        return JSON.stringify({ balances })
      })
      return c.body(withBase(body, c), 200, { 'Content-Type': 'application/json' })
    }
    const account = parseAccountAddress(raw, query.chainId, isValidAddress)
    if (account.namespace === 'solana') {
      const solana = solanaChains.filter(
        (chain) => !account.chainId || chain.caipNetworkId === account.chainId,
      )
      const key = `${account.address}|${account.chainId ?? 'solana:*'}`
      const body = await cache.get(key, query.forceUpdate === true, async () => {
        const perChain = await Promise.all(
          solana.map((chain) =>
            readSolanaBalances({
              chain,
              owner: account.address,
              prices: deps.prices,
              baseUrl: cachedBase,
            }),
          ),
        )
        return JSON.stringify({ balances: perChain.flat() })
      })
      return c.body(withBase(body, c), 200, { 'Content-Type': 'application/json' })
    }
    const selected = deps.chains.filter(
      (chain) =>
        account.namespace === 'eip155' && (!account.chainId || chain.caip2 === account.chainId),
    )
    const key = `${account.address}|${account.chainId ?? '*'}`
    const body = await cache.get(key, query.forceUpdate === true, async () => {
      const perChain = await Promise.all(
        selected.map((chain) =>
          readChainBalances({
            chain,
            address: account.address as Address,
            prices: deps.prices,
            baseUrl: cachedBase,
          }),
        ),
      )
      return JSON.stringify({ balances: perChain.flat() })
    })
    return c.body(withBase(body, c), 200, { 'Content-Type': 'application/json' })
  })

  app.get('/v1/account/:address/history', async (c) => {
    const query = parseInput(historyQuerySchema, c.req.query(), 'query')
    const raw = parseInput(pathAddress, c.req.param('address'), 'path')
    const account = parseAccountAddress(raw, query.chainId, isValidAddress)
    if (account.namespace !== 'eip155' || (account.chainId && !chains.has(account.chainId))) {
      return c.json({ data: [], next: null })
    }
    return c.json(
      await readHistory({
        db: deps.db,
        account: account.address,
        chainId: account.chainId,
        after: query.cursor ? decodeHistoryCursor(query.cursor) : undefined,
        limit: deps.historyPageSize,
        chains,
        prices: deps.prices,
        baseUrl: baseUrl(c),
        ...(deps.nftMetadata ? { nftMetadata: deps.nftMetadata } : {}),
      }),
    )
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = parseInput(priceRequest, await readJsonBody(c), 'body')
    return c.json<FungiblePriceResponse>({
      fungibles: await priceFungibles(body.addresses, chains, deps.prices, baseUrl(c)),
    })
  })

  return app
}
