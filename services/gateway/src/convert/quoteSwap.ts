import { type Address, formatUnits } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { ConvertChain, SwapToken } from './ConvertChain'
import { candidatePaths } from './candidatePaths'
import type { PairReader, PairReserves } from './createPairReader'
import { getAmountOut } from './getAmountOut'
import { priceImpactPercent } from './priceImpactPercent'

// A pair stores its reserves as uint112: a trade that would push one past it reverts.
const MAX_RESERVE = 2n ** 112n - 1n

/**
 * The best route found for a swap: the router path, the amount out (as the router's
 * `getAmountsOut` computes it) and the price impact in percent.
 * @example const { path, amountOut, priceImpact }: SwapQuote = await quoteSwap(args)
 */
export type SwapQuote = {
  path: Address[]
  amountIn: bigint
  amountOut: bigint
  priceImpact: number
}

function amountsThrough(amountIn: bigint, hops: readonly (PairReserves | null)[]) {
  let amount = amountIn
  for (const hop of hops) {
    if (!hop || hop.reserveIn + amount > MAX_RESERVE) return 0n
    amount = getAmountOut(amount, hop.reserveIn, hop.reserveOut)
    if (amount === 0n) return 0n
  }
  return amount
}

/**
 * Prices `amountIn` of `from` into `to` through every candidate path (direct, or one hop via
 * WETH or the stablecoin) from the pools' reserves, and keeps the path paying most (the shorter
 * one on a tie). Throws INSUFFICIENT_LIQUIDITY when no path pays anything or the best one
 * moves the price more than `maxPriceImpactPercent`.
 * @example
 * const quote = await quoteSwap({ chain, pairs, from: eth, to: ptt, amountIn: 10n ** 18n, maxPriceImpactPercent: 50 })
 */
export async function quoteSwap(args: {
  chain: ConvertChain
  pairs: PairReader
  from: SwapToken
  to: SwapToken
  amountIn: bigint
  maxPriceImpactPercent: number
}): Promise<SwapQuote> {
  const { chain, pairs, from, to, amountIn } = args
  const paths = candidatePaths(from.pathAddress, to.pathAddress, [
    chain.weth,
    chain.stablecoin.pathAddress,
  ])
  let hopsOfPaths: (PairReserves | null)[][]
  try {
    // Every pool of every path in one tick: one JSON-RPC batch when the cache is cold.
    hopsOfPaths = await Promise.all(
      paths.map((path) =>
        Promise.all(
          path.slice(1).map((tokenOut, i) => pairs.read(chain, path[i] as Address, tokenOut)),
        ),
      ),
    )
  } catch (cause) {
    throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
  }
  let best: (SwapQuote & { hops: PairReserves[] }) | undefined
  for (const [index, path] of paths.entries()) {
    const hops = hopsOfPaths[index] ?? []
    const amountOut = amountsThrough(amountIn, hops)
    if (amountOut > 0n && (!best || amountOut > best.amountOut)) {
      best = { path, amountIn, amountOut, priceImpact: 0, hops: hops as PairReserves[] }
    }
  }
  const trade = `${formatUnits(amountIn, from.decimals)} ${from.symbol} → ${to.symbol}`
  if (!best) {
    throw new GatewayError('INSUFFICIENT_LIQUIDITY', {
      message: `Insufficient liquidity: no pool on ${chain.caip2} can fill ${trade}`,
      reasons: [`insufficient liquidity: no pool on ${chain.caip2} can fill ${trade}`],
    })
  }
  const priceImpact = priceImpactPercent(amountIn, best.amountOut, best.hops)
  if (priceImpact > args.maxPriceImpactPercent) {
    throw new GatewayError('INSUFFICIENT_LIQUIDITY', {
      message: `Insufficient liquidity: ${trade} would move the price by ${priceImpact.toFixed(2)} %`,
      reasons: [
        `insufficient liquidity: ${trade} would move the price by ${priceImpact.toFixed(2)} %`,
      ],
    })
  }
  return { path: best.path, amountIn, amountOut: best.amountOut, priceImpact }
}
