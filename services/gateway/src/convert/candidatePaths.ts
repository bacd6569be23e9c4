import type { Address } from 'viem'
import type { ConvertChain } from './ConvertChain'

/**
 * What a protocol's quote searches: `amountIn` along each of the candidate `paths` on `chain`.
 * @example const search: RouteSearch = { chain, paths: candidatePaths(a, b, [weth]), amountIn }
 */
export type RouteSearch = {
  chain: ConvertChain
  paths: readonly Address[][]
  amountIn: bigint
}

/**
 * The router paths worth pricing from `tokenIn` to `tokenOut`: the direct pool, then one hop
 * through each connector (WETH, the stablecoin) that is neither end.
 * @example
 * candidatePaths(ptt, usdt, [weth, usdt]) // [[ptt, usdt], [ptt, weth, usdt]]
 */
export function candidatePaths(
  tokenIn: Address,
  tokenOut: Address,
  connectors: readonly Address[],
): Address[][] {
  const paths: Address[][] = [[tokenIn, tokenOut]]
  const ends = [tokenIn.toLowerCase(), tokenOut.toLowerCase()]
  const seen = new Set<string>()
  for (const connector of connectors) {
    const lower = connector.toLowerCase()
    if (ends.includes(lower) || seen.has(lower)) continue
    seen.add(lower)
    paths.push([tokenIn, connector, tokenOut])
  }
  return paths
}
