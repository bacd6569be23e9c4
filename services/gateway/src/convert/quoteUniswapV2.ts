import type { Address } from 'viem'
import type { RouteSearch } from './candidatePaths'
import type { PairReader, PairReserves } from './createPairReader'
import { getAmountOut } from './getAmountOut'
import { type SpotRate, v2SpotRate } from './priceImpactPercent'

// A pair stores its reserves as uint112: a trade that would push one past it reverts.
const MAX_RESERVE = 2n ** 112n - 1n

/**
 * The best Uniswap V2 route found: the path, the amount out (as the router's `getAmountsOut`
 * computes it) and the hops' spot rates before the trade.
 * @example const { path, amountOut }: V2Route = await quoteUniswapV2(args)
 */
export type V2Route = { path: Address[]; amountOut: bigint; rates: SpotRate[] }

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
 * Prices `amountIn` along each candidate path from the Uniswap V2 pairs' reserves (every pool
 * of every path read in one tick: one JSON-RPC batch when the cache is cold) and keeps the path
 * paying most (the shorter on a tie). Undefined when no path pays anything; a node that fails
 * throws.
 * @example
 * const best = await quoteUniswapV2({ chain, pairs, paths: [[weth, ptt]], amountIn: 10n ** 18n })
 */
export async function quoteUniswapV2(
  args: RouteSearch & { pairs: PairReader },
): Promise<V2Route | undefined> {
  const { chain, pairs, paths, amountIn } = args
  const hopsOfPaths = await Promise.all(
    paths.map((path) =>
      Promise.all(
        path.slice(1).map((tokenOut, i) => pairs.read(chain, path[i] as Address, tokenOut)),
      ),
    ),
  )
  let best: V2Route | undefined
  for (const [index, path] of paths.entries()) {
    const hops = hopsOfPaths[index] ?? []
    const amountOut = amountsThrough(amountIn, hops)
    if (amountOut > 0n && (!best || amountOut > best.amountOut)) {
      best = { path, amountOut, rates: (hops as PairReserves[]).map(v2SpotRate) }
    }
  }
  return best
}
