import type { Clock, Logger } from '@portico/server'
import { type Address, getAddress } from 'viem'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { createTtlCache } from '../convert/createTtlCache'
import type { PriceMetrics } from './createPriceMetrics'
import { readTwapPrice } from './readTwapPrice'

/**
 * Time-weighted prices from the chains' Uniswap V3 pools (`chains[].uniswapV3`): `priceOf`
 * answers undefined where the chain has no V3 settings or no pool of the token qualifies (the
 * caller goes on to the V2 pools), else the dollars per whole token through its stablecoin pool
 * or its WETH pool (at `ethUsd()`), whichever is deeper. Reads are kept `ttlMs` and shared while
 * in flight; each is counted (`source: 'twap'`, `ok` or `none`) and logged at debug.
 * @example
 * const twap = createTwapPrices({ chains, clock, ttlMs: 2_000, logger })
 * await twap.priceOf('eip155:8453', 'native', 18, async () => undefined) // ≈ 3012
 */
export function createTwapPrices(deps: {
  chains: readonly GatewayChain[]
  clock: Clock
  ttlMs: number
  logger: Logger
  metrics?: PriceMetrics | undefined
}) {
  const byChain = new Map(deps.chains.map((chain) => [chain.caip2, chain]))
  const reads = createTtlCache<number | undefined>(deps.clock)

  async function read(
    chain: GatewayChain,
    token: Address,
    decimals: number,
    ethUsd: () => Promise<number | undefined>,
  ): Promise<number | undefined> {
    const v3 = chain.config.uniswapV3
    if (!v3) return undefined
    const settings = { ...v3, factory: getAddress(v3.factory) }
    const stable = getAddress(v3.stablecoin)
    const weth = getAddress(v3.weth)
    if (token === stable) return 1
    const stableDecimals =
      chain.config.tokens.find((t) => t.address.toLowerCase() === stable.toLowerCase())?.decimals ??
      6
    const viaStable = readTwapPrice(chain.client, settings, token, decimals, {
      address: stable,
      decimals: stableDecimals,
      usd: 1,
    })
    const viaWeth =
      token === weth
        ? undefined
        : ethUsd().then((usd) =>
            usd
              ? readTwapPrice(chain.client, settings, token, decimals, {
                  address: weth,
                  decimals: chain.config.nativeCurrency.decimals,
                  usd,
                })
              : undefined,
          )
    const reads = await Promise.all([viaStable, viaWeth])
    const best = reads.reduce((a, b) => ((b?.depthUsd ?? 0) > (a?.depthUsd ?? 0) ? b : a))
    return best?.usd
  }

  return {
    async priceOf(
      chainId: string,
      token: Address | 'native',
      decimals: number,
      ethUsd: () => Promise<number | undefined>,
    ): Promise<number | undefined> {
      const chain = byChain.get(chainId)
      const v3 = chain?.config.uniswapV3
      if (!chain || !v3) return undefined
      const address = token === 'native' ? getAddress(v3.weth) : getAddress(token)
      // The native currency's decimals are the chain's, whatever the caller assumed.
      const tokenDecimals = token === 'native' ? chain.config.nativeCurrency.decimals : decimals
      const reading = reads.get(`${chainId}|${address}`, deps.ttlMs, () =>
        read(chain, address, tokenDecimals, ethUsd),
      )
      try {
        const usd = await reading
        deps.metrics?.reads.inc({
          chain: chainId,
          source: 'twap',
          outcome: usd === undefined ? 'none' : 'ok',
        })
        if (usd !== undefined) {
          deps.logger.debug('price from a Uniswap V3 time-weighted average', {
            chainId,
            token: address,
            usd,
            windowSeconds: v3.twapSeconds,
          })
        }
        return usd
      } catch (error) {
        deps.metrics?.reads.inc({ chain: chainId, source: 'twap', outcome: 'unreadable' })
        deps.logger.warn('Uniswap V3 price unreadable', { chainId, token: address, error })
        return undefined
      }
    },
  }
}

/** The prices made by {@link createTwapPrices}. @example await twap.priceOf(chainId, 'native', 18, ethUsd) */
export type TwapPrices = ReturnType<typeof createTwapPrices>
