import type { Logger } from '@portico/server'
import { type Address, getAddress, isAddress } from 'viem'
import type { PriceTable } from '../blockchain/createPriceTable'
import type { ConvertChain } from '../convert/ConvertChain'
import type { PairReader } from '../convert/createPairReader'
import type { FeedPrices } from './createFeedPrices'
import type { PriceMetrics } from './createPriceMetrics'
import type { TwapPrices } from './createTwapPrices'
import { spotPrice } from './spotPrice'

/**
 * The token a price is asked for: its chain, CAIP-10 id (absent for the native token), symbol
 * and decimals.
 * @example const token: PricedToken = { chainId: 'eip155:31337', symbol: 'ETH', decimals: 18 }
 */
export type PricedToken = {
  chainId: string
  caip10?: string | undefined
  symbol: string
  decimals: number
}

/**
 * USD prices: the static table where it names the token (an override); else the chain's price
 * feed of the token (`createFeedPrices`: a refused answer is no price, never a pool's); else the
 * time-weighted average of its Uniswap V3 pools (`createTwapPrices`); else the chain's Uniswap V2 pools read against its stablecoin (worth 1): ETH through WETH/stablecoin, a
 * token through its own stablecoin pool or through WETH (at the native feed's price when there is
 * one), whichever holds more dollars. Reserves come from the shared pair reader, so pool prices
 * are as fresh as its cache. Unknown tokens cost 0. Each price is counted by source and outcome.
 * @example
 * const prices = createMarketPrices({ table, chains: convertChains, pairs, logger })
 * await prices.priceOf({ chainId: 'eip155:31337', symbol: 'ETH', decimals: 18 }) // ≈ 3000
 */
export function createMarketPrices(deps: {
  table: PriceTable
  chains: ReadonlyMap<string, ConvertChain>
  pairs: PairReader
  logger: Logger
  feeds?: FeedPrices | undefined
  twap?: TwapPrices | undefined
  metrics?: PriceMetrics | undefined
}) {
  // Ether's dollars where no pool of this chain's V2 is read: its feed, else its V3 average.
  const nativeUsd = async (chainId: string) =>
    (await deps.feeds?.priceOf(chainId, 'native')) ??
    (await deps.twap?.priceOf(chainId, 'native', 18, async () => undefined))
  const counted = (chain: string, source: 'table' | 'pool', outcome: 'ok' | 'unreadable') =>
    deps.metrics?.reads.inc({ chain, source, outcome })

  // Dollars per whole token through one pool with a token worth `quoteUsd`, and how many
  // dollars that pool holds on the quote side (its depth).
  async function through(
    chain: ConvertChain,
    token: Address,
    decimals: number,
    quote: { address: Address; decimals: number; usd: number },
  ) {
    const pool = await deps.pairs.read(chain, token, quote.address)
    if (!pool || pool.reserveIn === 0n || pool.reserveOut === 0n) return undefined
    const price = spotPrice(pool.reserveIn, decimals, pool.reserveOut, quote.decimals) * quote.usd
    const depth = (Number(pool.reserveOut) / 10 ** quote.decimals) * quote.usd
    return { price, depth }
  }

  async function poolPrice(chain: ConvertChain, token: Address, decimals: number) {
    const stable = chain.stablecoin
    if (token === stable.address) return 1
    const dollar = { address: stable.address, decimals: stable.decimals, usd: 1 }
    const nativeDecimals = chain.config.nativeCurrency.decimals
    const ethUsd =
      (await deps.feeds?.priceOf(chain.caip2, 'native')) ??
      (await through(chain, chain.weth, nativeDecimals, dollar))?.price
    if (token === chain.weth) return ethUsd ?? 0
    const [direct, viaWeth] = await Promise.all([
      through(chain, token, decimals, dollar),
      ethUsd === undefined
        ? undefined
        : through(chain, token, decimals, {
            address: chain.weth,
            decimals: nativeDecimals,
            usd: ethUsd,
          }),
    ])
    const best = [direct, viaWeth].reduce((a, b) => ((b?.depth ?? 0) > (a?.depth ?? 0) ? b : a))
    return best?.price ?? 0
  }

  return {
    async priceOf(token: PricedToken): Promise<number> {
      const fixed = deps.table.lookup(token.caip10, token.symbol)
      if (fixed !== undefined) {
        counted(token.chainId, 'table', 'ok')
        return fixed
      }
      const plain = token.caip10?.split(':')[2]
      if (plain !== undefined && !isAddress(plain, { strict: false })) return 0
      const chain = deps.chains.get(token.chainId)
      // WETH is the native currency's price too.
      const isNative =
        plain === undefined || (chain !== undefined && getAddress(plain) === chain.weth)
      const fromFeed =
        (plain === undefined
          ? undefined
          : await deps.feeds?.priceOf(token.chainId, getAddress(plain))) ??
        (isNative ? await deps.feeds?.priceOf(token.chainId, 'native') : undefined)
      if (fromFeed !== undefined) return fromFeed
      const fromTwap = await deps.twap?.priceOf(
        token.chainId,
        isNative || plain === undefined ? 'native' : getAddress(plain),
        token.decimals,
        () => nativeUsd(token.chainId),
      )
      if (fromTwap !== undefined) return fromTwap
      if (!chain) return 0
      const address = plain === undefined ? chain.weth : getAddress(plain)
      try {
        const price = await poolPrice(chain, address, token.decimals)
        counted(token.chainId, 'pool', 'ok')
        deps.logger.debug('price from pools', {
          chainId: token.chainId,
          symbol: token.symbol,
          usd: price,
        })
        return price
      } catch (error) {
        // A chain whose pools cannot be read still answers balances, at no price.
        counted(token.chainId, 'pool', 'unreadable')
        deps.logger.warn(`pool price of ${token.symbol} on ${token.chainId} unavailable`, { error })
        return 0
      }
    },
  }
}

/** The price source made by {@link createMarketPrices}. @example await prices.priceOf(token) */
export type MarketPrices = ReturnType<typeof createMarketPrices>
