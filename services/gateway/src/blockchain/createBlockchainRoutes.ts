import {
  balanceQuerySchema,
  type FungiblePriceResponse,
  fungiblePriceRequestSchema,
  historyQuerySchema,
  type IdentityResponse,
  identityQuerySchema,
  type SupportedChainsResponse,
} from '@portico/common/schemas/api'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import type { Clock } from '../config/Clock'
import type { GatewayDb } from '../db/Database'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { flagParam } from '../http/querySchemas'
import { readJsonBody } from '../http/readJsonBody'
import { createAddressValidator } from './createAddressValidator'
import { createBalanceCache } from './createBalanceCache'
import type { PriceTable } from './createPriceTable'
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
 * The blockchain API of spec §7 backed by the configured chains and the indexer's tables.
 * Unsupported chains answer empty results.
 * @example
 * app.route('/', createBlockchainRoutes({ db, clock, chains, prices, balanceCacheMs: 30_000, balanceForceUpdateIntervalMs: 5_000, historyPageSize: 20, publicUrl }))
 */
export function createBlockchainRoutes(deps: {
  db: GatewayDb
  clock: Clock
  chains: readonly GatewayChain[]
  prices: PriceTable
  balanceCacheMs: number
  balanceForceUpdateIntervalMs: number
  historyPageSize: number
  publicUrl: string | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const chains = new Map(deps.chains.map((chain) => [chain.caip2, chain]))
  const isValidAddress = createAddressValidator()
  const cache = createBalanceCache({
    clock: deps.clock,
    ttlMs: deps.balanceCacheMs,
    forceIntervalMs: deps.balanceForceUpdateIntervalMs,
  })
  const supported: SupportedChainsResponse = { http: [...chains.keys()], ws: [] }
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
    const account = parseAccountAddress(raw, query.chainId, isValidAddress)
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
      }),
    )
  })

  app.get('/v1/identity/:address', (c) => {
    parseInput(identityQuerySchema, c.req.query(), 'query')
    parseAccountAddress(
      parseInput(pathAddress, c.req.param('address'), 'path'),
      undefined,
      isValidAddress,
    )
    return c.json<IdentityResponse>({ name: null, avatar: null })
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = parseInput(priceRequest, await readJsonBody(c), 'body')
    return c.json<FungiblePriceResponse>({
      fungibles: priceFungibles(body.addresses, chains, deps.prices, baseUrl(c)),
    })
  })

  return app
}
