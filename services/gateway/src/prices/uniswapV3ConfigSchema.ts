import { z } from 'zod'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')

/**
 * Uniswap V3 on one chain, as a price source and, with `quoterV2` and `swapRouter02`, as a swap
 * route. Prices: a token with no static price and no feed is priced by the time-weighted average
 * of its pool with `stablecoin` (worth 1) or with `weth` (at ETH's price), over `twapSeconds`
 * (`observe`), from the deepest pool of the `feeTiers` that holds at least `minLiquidityUsd` on
 * its dollar or ether side. One trade moves a spot price for a block; it moves a 30-minute
 * average by a block's share of it. `stablecoin` must be one of the chain's tokens (its
 * decimals).
 * @example
 * uniswapV3ConfigSchema.parse({ factory: '0x1F98…F984', weth: '0xC02a…6Cc2', stablecoin: '0xA0b8…eB48' })
 */
export const uniswapV3ConfigSchema = z.object({
  factory: address,
  weth: address,
  stablecoin: address,
  feeTiers: z
    .array(z.union([z.literal(100), z.literal(500), z.literal(3000), z.literal(10000)]))
    .min(1)
    .default([100, 500, 3000, 10000]),
  twapSeconds: z.number().int().min(60).max(86_400).default(1_800),
  minLiquidityUsd: z.number().nonnegative().default(50_000),
  /**
   * Uniswap's QuoterV2: the convert API asks it (by `eth_call`) what each V3 route pays, over
   * the `feeTiers` of every pool on the way. Set with `swapRouter02`, on a chain with `convert`.
   */
  quoterV2: address.optional(),
  /**
   * Uniswap's SwapRouter02, deployed with this factory, `convert.factory` (V2) and `weth` (the
   * same as `convert.weth`): every swap the convert API builds goes through it, V3 route or V2,
   * and it is the spender of the approvals it builds. Set with `quoterV2`.
   */
  swapRouter02: address.optional(),
})

/**
 * A chain's Uniswap V3 price settings, defaults applied.
 * @example const v3: UniswapV3Config = uniswapV3ConfigSchema.parse({ factory, weth, stablecoin })
 */
export type UniswapV3Config = z.infer<typeof uniswapV3ConfigSchema>
