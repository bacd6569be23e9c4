import { type Address, formatUnits } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { ConvertChain, SwapToken } from './ConvertChain'
import { candidatePaths } from './candidatePaths'
import type { PairReader } from './createPairReader'
import type { V3PoolReader } from './createV3PoolReader'
import { priceImpactPercent } from './priceImpactPercent'
import { quoteUniswapV2, type V2Route } from './quoteUniswapV2'
import { quoteUniswapV3, type V3Route } from './quoteUniswapV3'

/**
 * The best route found for a swap: through Uniswap V2 pairs, or V3 pools with each hop's fee
 * tier (and QuoterV2's gas estimate of the pools' part); the router path, the amount out and
 * the price impact in percent.
 * @example const { protocol, path, amountOut, priceImpact }: SwapQuote = await quoteSwap(args)
 */
export type SwapQuote = {
  path: Address[]
  amountIn: bigint
  amountOut: bigint
  priceImpact: number
} & ({ protocol: 'v2' } | { protocol: 'v3'; fees: number[]; gasEstimate: bigint })

/**
 * Prices `amountIn` of `from` into `to` through every candidate path (direct, or one hop via
 * WETH or the stablecoin): from the V2 pairs' reserves, and where the chain has Uniswap V3 swaps
 * through QuoterV2 over the pools' fee tiers, all read at once; the route paying most wins (V2
 * on a tie). Throws INSUFFICIENT_LIQUIDITY when no route pays anything or the best one moves the
 * price more than `maxPriceImpactPercent`.
 * @example
 * const quote = await quoteSwap({ chain, pairs, v3Pools, from: eth, to: ptt, amountIn: 10n ** 18n, maxPriceImpactPercent: 50 })
 */
export async function quoteSwap(args: {
  chain: ConvertChain
  pairs: PairReader
  v3Pools: V3PoolReader
  from: SwapToken
  to: SwapToken
  amountIn: bigint
  maxPriceImpactPercent: number
}): Promise<SwapQuote> {
  const { chain, from, to, amountIn } = args
  const paths = candidatePaths(from.pathAddress, to.pathAddress, [
    chain.weth,
    chain.stablecoin.pathAddress,
  ])
  let routes: [V2Route | undefined, V3Route | undefined]
  try {
    routes = await Promise.all([
      quoteUniswapV2({ ...args, paths }),
      quoteUniswapV3({ ...args, paths }),
    ])
  } catch (cause) {
    throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
  }
  const [v2, v3] = routes
  const best =
    v3 && (!v2 || v3.amountOut > v2.amountOut)
      ? { ...v3, protocol: 'v3' as const }
      : v2 && { ...v2, protocol: 'v2' as const }
  const trade = `${formatUnits(amountIn, from.decimals)} ${from.symbol} → ${to.symbol}`
  if (!best) {
    throw new GatewayError('INSUFFICIENT_LIQUIDITY', {
      message: `Insufficient liquidity: no pool on ${chain.caip2} can fill ${trade}`,
      reasons: [`insufficient liquidity: no pool on ${chain.caip2} can fill ${trade}`],
    })
  }
  // Both protocols measure it alike: one minus the amount out over what the pools' prices before
  // the trade would pay after their fees (V2's from the reserves, V3's from each pool's slot0
  // sqrtPriceX96), i.e. the execution price against the price before. QuoterV2's
  // sqrtPriceX96After is not used: it says where the trade leaves the pool, not what it paid.
  const priceImpact = priceImpactPercent(amountIn, best.amountOut, best.rates)
  if (priceImpact > args.maxPriceImpactPercent) {
    throw new GatewayError('INSUFFICIENT_LIQUIDITY', {
      message: `Insufficient liquidity: ${trade} would move the price by ${priceImpact.toFixed(2)} %`,
      reasons: [
        `insufficient liquidity: ${trade} would move the price by ${priceImpact.toFixed(2)} %`,
      ],
    })
  }
  const { rates: _rates, ...route } = best
  return { ...route, amountIn, priceImpact }
}
