import type { Logger } from '@portico/server'
import { type Address, getAddress, isAddress } from 'viem'
import type { PriceTable } from '../blockchain/createPriceTable'
import type { ConvertChain } from '../convert/ConvertChain'
import type { PairReader } from '../convert/createPairReader'
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
 * USD prices: the static table where it names the token (an override), else the chain's
 * Uniswap V2 pools read against its stablecoin (worth 1): ETH through WETH/stablecoin, a token
 * through its own stablecoin pool or through WETH, whichever holds more dollars. Reserves come
 * from the shared pair reader, so prices are as fresh as its cache. Unknown tokens cost 0.
 * @example
 * const prices = createMarketPrices({ table, chains: convertChains, pairs, logger })
 * await prices.priceOf({ chainId: 'eip155:31337', symbol: 'ETH', decimals: 18 }) // ≈ 3000
 */
export function createMarketPrices(deps: {
  table: PriceTable
  chains: ReadonlyMap<string, ConvertChain>
  pairs: PairReader
  logger: Logger
}) {
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
    const ethUsd = (await through(chain, chain.weth, nativeDecimals, dollar))?.price
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
      if (fixed !== undefined) return fixed
      const chain = deps.chains.get(token.chainId)
      if (!chain) return 0
      const plain = token.caip10 === undefined ? chain.weth : token.caip10.split(':')[2]
      if (!plain || !isAddress(plain, { strict: false })) return 0
      const address = getAddress(plain)
      try {
        return await poolPrice(chain, address, token.decimals)
      } catch (error) {
        // A chain whose pools cannot be read still answers balances, at no price.
        deps.logger.warn(`pool price of ${token.symbol} on ${token.chainId} unavailable`, { error })
        return 0
      }
    },
  }
}

/** The price source made by {@link createMarketPrices}. @example await prices.priceOf(token) */
export type MarketPrices = ReturnType<typeof createMarketPrices>
