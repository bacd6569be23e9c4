import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { RouteSearch } from './candidatePaths'
import type { V3Pool, V3PoolReader } from './createV3PoolReader'
import { encodeV3Path } from './encodeV3Path'
import { type SpotRate, v3SpotRate } from './priceImpactPercent'

/**
 * The QuoterV2 reads the convert API makes (`@uniswap/v3-periphery`'s lens): not views on chain
 * (they swap and revert), but called with `eth_call` only.
 * @example await client.readContract({ address: quoter, abi: quoterV2Abi, functionName: 'quoteExactInput', args: [path, amountIn] })
 */
export const quoterV2Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) view returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) view returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])

/**
 * The fee tiers quoted per hop of a two-hop route, those with the most liquidity in range
 * first: with the direct pair's tiers, a swap costs QuoterV2 at most 4 + 2 routes × 2² = 12
 * calls, whatever the chain's pools.
 */
const TIERS_PER_HOP = 2

/**
 * The best Uniswap V3 route found: the path, each hop's fee tier, the amount out as QuoterV2
 * answered it, the hops' spot rates before the trade (for its price impact) and QuoterV2's gas
 * estimate of the pools' part of the swap.
 * @example const { path, fees, amountOut }: V3Route = await quoteUniswapV3(args)
 */
export type V3Route = {
  path: Address[]
  fees: number[]
  amountOut: bigint
  rates: SpotRate[]
  gasEstimate: bigint
}

/**
 * Quotes `amountIn` along each candidate path through the chain's Uniswap V3 pools with
 * QuoterV2 (`quoteExactInputSingle` for one hop, over every fee tier with liquidity;
 * `quoteExactInput` for two, over the {@link TIERS_PER_HOP} deepest tiers of each hop), and
 * keeps the route paying most (the shorter on a tie). The pools of every path are read in one
 * tick, then every quote is asked in one: two JSON-RPC batches (the chain clients batch).
 * Undefined when no pool can take the trade. A node that fails (rather than a quote that
 * reverts) throws.
 * @example
 * const best = await quoteUniswapV3({ chain, v3Pools, paths: [[ptt, usdt], [ptt, weth, usdt]], amountIn })
 */
export async function quoteUniswapV3(
  args: RouteSearch & { v3Pools: V3PoolReader },
): Promise<V3Route | undefined> {
  const { chain, v3Pools, amountIn } = args
  const quoter = chain.v3?.quoterV2
  if (!quoter) return undefined
  const poolsOfPaths = await Promise.all(
    args.paths.map((path) =>
      Promise.all(path.slice(1).map((out, i) => v3Pools.read(chain, path[i] as Address, out))),
    ),
  )
  const routes = args.paths.flatMap((path, index) =>
    poolChoices(poolsOfPaths[index] ?? []).map((pools) => ({ path, pools })),
  )
  const quoted = await Promise.all(
    routes.map(async ({ path, pools }) => {
      const quote = await quoteRoute(chain.client, quoter, path, pools, amountIn)
      return quote && { path, pools, ...quote }
    }),
  )
  let best: V3Route | undefined
  for (const route of quoted) {
    if (!route || route.amountOut === 0n) continue
    if (best && route.amountOut <= best.amountOut) continue
    best = {
      path: route.path,
      fees: route.pools.map((pool) => pool.fee),
      amountOut: route.amountOut,
      rates: route.pools.map((pool) => v3SpotRate(pool.sqrtPriceX96, pool.fee, pool.zeroForOne)),
      gasEstimate: route.gasEstimate,
    }
  }
  return best
}

/** Every choice of one pool per hop worth quoting; none when a hop has no pool. */
function poolChoices(hops: readonly V3Pool[][]): V3Pool[][] {
  if (hops.length === 1) return (hops[0] ?? []).map((pool) => [pool])
  let choices: V3Pool[][] = [[]]
  for (const pools of hops) {
    const deepest = [...pools]
      .sort((a, b) => (b.liquidity > a.liquidity ? 1 : b.liquidity < a.liquidity ? -1 : 0))
      .slice(0, TIERS_PER_HOP)
    choices = choices.flatMap((choice) => deepest.map((pool) => [...choice, pool]))
  }
  return choices
}

async function quoteRoute(
  client: PublicClient,
  quoter: Address,
  path: readonly Address[],
  pools: readonly V3Pool[],
  amountIn: bigint,
): Promise<{ amountOut: bigint; gasEstimate: bigint } | undefined> {
  try {
    const [amountOut, , , gasEstimate] =
      pools.length === 1
        ? await client.readContract({
            address: quoter,
            abi: quoterV2Abi,
            functionName: 'quoteExactInputSingle',
            args: [
              {
                tokenIn: path[0] as Address,
                tokenOut: path[1] as Address,
                amountIn,
                fee: pools[0]?.fee ?? 0,
                sqrtPriceLimitX96: 0n,
              },
            ],
          })
        : await client.readContract({
            address: quoter,
            abi: quoterV2Abi,
            functionName: 'quoteExactInput',
            args: [
              encodeV3Path(
                path,
                pools.map((pool) => pool.fee),
              ),
              amountIn,
            ],
          })
    return { amountOut, gasEstimate }
  } catch (error) {
    // A pool that cannot take the trade makes the quote revert: that route pays nothing.
    if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))
      return undefined
    throw error
  }
}
