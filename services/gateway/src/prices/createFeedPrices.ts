import type { Clock, Logger } from '@portico/server'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { createTtlCache } from '../convert/createTtlCache'
import type { PriceMetrics } from './createPriceMetrics'
import { type FeedRead, readFeedPrice } from './readFeedPrice'

/**
 * The token a feed is asked about: the chain's native currency or a token address.
 * @example const key: FeedToken = 'native'
 */
export type FeedToken = 'native' | `0x${string}`

/**
 * The chains' price feeds (`chains[].priceFeeds`). `priceOf` answers undefined for a token with
 * no feed (the caller tries the pools), else the feed's dollars, or 0 when the feed's answer is
 * refused (stale, out of range, unanswered or unreadable: logged and counted): a token that has a
 * feed is never priced from a pool a single trade can move. Reads are kept `ttlMs` (the reserve
 * cache's time, about a block) and shared while in flight.
 * @example
 * const feeds = createFeedPrices({ chains, clock, ttlMs: 2_000, logger, metrics })
 * await feeds.priceOf('eip155:1', 'native') // 3012.5
 */
export function createFeedPrices(deps: {
  chains: readonly GatewayChain[]
  clock: Clock
  ttlMs: number
  logger: Logger
  metrics?: PriceMetrics | undefined
}) {
  const byChain = new Map(
    deps.chains.map((chain) => [
      chain.caip2,
      {
        chain,
        feeds: new Map(chain.config.priceFeeds.map((feed) => [feed.token.toLowerCase(), feed])),
      },
    ]),
  )
  const reads = createTtlCache<FeedRead>(deps.clock)

  return {
    async priceOf(chainId: string, token: FeedToken): Promise<number | undefined> {
      const entry = byChain.get(chainId)
      const feed = entry?.feeds.get(token.toLowerCase())
      if (!entry || !feed) return undefined
      const key = `${chainId}|${feed.feed.toLowerCase()}`
      // A failed read is not kept: the next price asks the node again.
      const reading = reads.get(key, deps.ttlMs, () =>
        readFeedPrice(entry.chain.client, feed, deps.clock.now()),
      )
      const labels = { chain: chainId, source: 'feed' }
      try {
        const read = await reading
        deps.metrics?.feedAge.set({ chain: chainId, feed: feed.feed }, read.ageSeconds)
        deps.metrics?.reads.inc({ ...labels, outcome: read.ok ? 'ok' : read.reason })
        if (read.ok) {
          deps.logger.debug('price from feed', {
            chainId,
            token,
            usd: read.usd,
            ageSeconds: read.ageSeconds,
          })
          return read.usd
        }
        deps.logger.warn(`price feed answer refused: ${read.reason}`, {
          chainId,
          token,
          feed: feed.feed,
          usd: read.usd,
          ageSeconds: read.ageSeconds,
          maxAgeSeconds: feed.maxAgeSeconds,
        })
        return 0
      } catch (error) {
        deps.metrics?.reads.inc({ ...labels, outcome: 'unreadable' })
        deps.logger.warn('price feed unreadable', { chainId, token, feed: feed.feed, error })
        return 0
      }
    },
  }
}

/** The feeds made by {@link createFeedPrices}. @example await feeds.priceOf(chainId, 'native') */
export type FeedPrices = ReturnType<typeof createFeedPrices>
