import type { Address } from 'viem'

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
