import { type Address, encodePacked, type Hex } from 'viem'

/**
 * A Uniswap V3 multi-hop path as QuoterV2 and SwapRouter02 read it: each token's 20 bytes with
 * the fee tier of the pool to the next (3 bytes) between them, in → out.
 * @example encodeV3Path([ptt, weth, usdt], [3000, 500]) // 0x5fbd…0aa3 000bb8 3dc5…51be 0001f4 e7f1…0512
 */
export function encodeV3Path(path: readonly Address[], fees: readonly number[]): Hex {
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  for (const [index, token] of path.entries()) {
    if (index > 0) {
      types.push('uint24')
      values.push(fees[index - 1] ?? 0)
    }
    types.push('address')
    values.push(token)
  }
  return encodePacked(types, values)
}
