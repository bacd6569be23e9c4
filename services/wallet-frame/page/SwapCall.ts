import type { Hex } from 'viem'

/**
 * The longest route shown: each token on it is read from the chain, and the kit's routes have
 * two or three. A longer one is left undecoded (raw data and its warning).
 */
export const MAX_SWAP_PATH = 4

/**
 * A router swap, decoded: `exactIn` pays `amountIn` and takes at least `amountOut`; `exactOut`
 * takes `amountOut` and pays at most `amountIn`. `path` runs from the token paid to the token
 * received; where `fromNative` or `toNative`, its end is WETH standing for the chain's own
 * currency (what the call carries, or pays out). `wethOfRouter`: the router (SwapRouter02)
 * wraps and unwraps only its own WETH9, so a native end holds only if it is that token.
 * @example const swap: SwapCall = decodeSwapCall(tx.data, value)
 */
export type SwapCall = {
  name: 'swap'
  kind: 'exactIn' | 'exactOut'
  amountIn: bigint
  amountOut: bigint
  path: readonly Hex[]
  fromNative: boolean
  toNative: boolean
  to: Hex
  deadline: bigint
  wethOfRouter?: true
}
