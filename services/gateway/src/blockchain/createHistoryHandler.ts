import { type HistoryStart, historyQuerySchema } from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import type { GatewayDb } from '../db/Database'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { accountPathParam } from '../http/querySchemas'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import type { MarketPrices } from '../prices/createMarketPrices'
import { cachedBaseUrl } from './cachedBaseUrl'
import type { AddressValidator } from './createAddressValidator'
import { type BalanceCache, createBalanceCache } from './createBalanceCache'
import { createIndexProgressReader } from './createIndexProgressReader'
import type { GatewayChain } from './GatewayChain'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'
import { parseAccountAddress } from './parseAccountAddress'
import { readHistory } from './readHistory'

// A page is some 20 kB: this bounds the in-process cache to tens of megabytes.
const HISTORY_CACHE_ENTRIES = 1_000

/**
 * The handler of `GET /v1/account/:address/history`: a page of the account's indexed history,
 * cached like balances (`historyCache`, or one in this process) for `cacheMs` — the values use
 * today's prices, as balances do — under a key that holds the indexer's progress on the chains
 * asked (createIndexProgressReader). A batch the indexer commits, or a rewind, changes the key, so no
 * page older than the index is ever served, on one node or on several sharing the database. Asked
 * with one chain indexed from a later block than genesis, a page says where its history begins
 * (`historyStart`).
 * @example
 * app.get('/v1/account/:address/history', createHistoryHandler({ db, clock, chains, prices, cacheMs: 30_000, pageSize: 20, publicUrl, baseUrl, isValidAddress }))
 */
export function createHistoryHandler(deps: {
  db: GatewayDb
  clock: Clock
  /** The configured EVM chains by CAIP-2 id. */
  chains: ReadonlyMap<string, GatewayChain>
  prices: MarketPrices
  cacheMs: number
  pageSize: number
  publicUrl: string | undefined
  /** The base URL of this gateway's images, for the caller. */
  baseUrl: (c: Context) => string
  isValidAddress: AddressValidator
  nftMetadata?: NftMetadataReader | undefined
  /** Shared by several nodes (Redis); an in-process cache otherwise. */
  historyCache?: BalanceCache | undefined
  /** Where a chain's history begins when not at genesis (createHistoryStartReader). */
  historyStart?: ((chainId: string | undefined) => Promise<HistoryStart | undefined>) | undefined
}) {
  const { db, chains } = deps
  const cache =
    deps.historyCache ??
    createBalanceCache({
      clock: deps.clock,
      ttlMs: deps.cacheMs,
      forceIntervalMs: 0,
      maxEntries: HISTORY_CACHE_ENTRIES,
    })
  const base = cachedBaseUrl(deps.publicUrl, deps.baseUrl)
  const progressOf = createIndexProgressReader(db)

  return async (c: Context<AppEnv, '/v1/account/:address/history'>) => {
    const query = parseInput(historyQuerySchema, c.req.query(), 'query')
    const raw = parseInput(accountPathParam, c.req.param('address'), 'path')
    const account = parseAccountAddress(raw, query.chainId, deps.isValidAddress)
    if (account.namespace !== 'eip155' || (account.chainId && !chains.has(account.chainId))) {
      return c.json({ data: [], next: null })
    }
    const after = query.cursor ? decodeHistoryCursor(query.cursor) : undefined
    // Read before the page: a page loaded under this key is at least as new as the progress.
    const progress = await progressOf(account.chainId)
    const position = after ? encodeHistoryCursor(after) : ''
    const key = `${account.address}|${account.chainId ?? '*'}|${position}|${progress}`
    const body = await cache.get(key, false, async () => {
      const [page, historyStart] = await Promise.all([
        readHistory({
          db,
          account: account.address,
          chainId: account.chainId,
          after,
          limit: deps.pageSize,
          chains,
          prices: deps.prices,
          baseUrl: base.stored,
          ...(deps.nftMetadata ? { nftMetadata: deps.nftMetadata } : {}),
        }),
        deps.historyStart?.(account.chainId),
      ])
      return JSON.stringify(historyStart ? { ...page, historyStart } : page)
    })
    return c.body(base.fill(body, c), 200, { 'Content-Type': 'application/json' })
  }
}
