import type { Clock, Logger } from '@portico/server'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { createTtlCache } from '../convert/createTtlCache'
import type { PriceMetrics } from './createPriceMetrics'
import type { TwapPrices } from './createTwapPrices'
import type { PriceFeedConfig } from './priceFeedConfigSchema'
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
 * feed is never priced from a pool a single trade can move. A feed with `maxDeviationPercent` is
 * also checked against the token's V3 average (`twap`), when there is one: an answer further
 * from it is refused (`deviation`). Reads are kept `ttlMs` (the reserve cache's time, about a
 * block) and shared while in flight.
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
  twap?: TwapPrices | undefined
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

  /** The feed's answer refused as `deviation` when it strays from the token's V3 average. */
  async function checkDeviation(
    chain: GatewayChain,
    feed: PriceFeedConfig,
    token: FeedToken,
    read: FeedRead,
  ): Promise<FeedRead> {
    const { twap } = deps
    const maxPercent = feed.maxDeviationPercent
    if (!read.ok || maxPercent === undefined || !twap) return read
    const decimals =
      token === 'native'
        ? chain.config.nativeCurrency.decimals
        : chain.config.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())?.decimals
    // A token the chain does not list has no decimals to average its pool by: not compared.
    if (decimals === undefined) return read
    const average = await twap.priceOf(chain.caip2, token, decimals, () =>
      feedPrices.priceOf(chain.caip2, 'native'),
    )
    if (!average) return read
    const percent = (Math.abs(read.usd - average) / average) * 100
    return percent > maxPercent ? { ...read, ok: false, reason: 'deviation', average } : read
  }

  const feedPrices = {
    async priceOf(chainId: string, token: FeedToken): Promise<number | undefined> {
      const entry = byChain.get(chainId)
      const feed = entry?.feeds.get(token.toLowerCase())
      if (!entry || !feed) return undefined
      const key = `${chainId}|${feed.feed.toLowerCase()}`
      // A failed read is not kept: the next price asks the node again.
      const reading = reads.get(key, deps.ttlMs, async () =>
        checkDeviation(
          entry.chain,
          feed,
          token,
          await readFeedPrice(entry.chain.client, feed, deps.clock.now()),
        ),
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
          ...(read.reason === 'deviation' && {
            average: read.average,
            maxDeviationPercent: feed.maxDeviationPercent,
          }),
        })
        return 0
      } catch (error) {
        deps.metrics?.reads.inc({ ...labels, outcome: 'unreadable' })
        deps.logger.warn('price feed unreadable', { chainId, token, feed: feed.feed, error })
        return 0
      }
    },
  }
  return feedPrices
}

/** The feeds made by {@link createFeedPrices}. @example await feeds.priceOf(chainId, 'native') */
export type FeedPrices = ReturnType<typeof createFeedPrices>
