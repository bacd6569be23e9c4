import { encodeFunctionData, encodePacked, type Hex } from 'viem'
import { swapRouter02Abi } from '../../page/decodeRouterMulticall'

/**
 * A SwapRouter02 V3 swap's call data, as an app puts it in a multicall. Over `route` (the token
 * paid first), with a fee tier between each two (`fees`, 0.05 % each by default): one pool is
 * `exactInputSingle` / `exactOutputSingle`, more are `exactInput` / `exactOutput` (whose path
 * runs backwards, from the token bought). `exactIn` pays `amount` for at least `bound`;
 * `exactOut` buys exactly `amount` for at most `bound`.
 * @example encodeRouter02Swap('exactOut', { route: [weth, ptt], amount: 10n ** 18n, bound: 3n * 10n ** 15n, recipient })
 */
export function encodeRouter02Swap(
  kind: 'exactIn' | 'exactOut',
  swap: { route: readonly Hex[]; fees?: number[]; amount: bigint; bound: bigint; recipient: Hex },
): Hex {
  const { route, amount, bound, recipient } = swap
  const fees = swap.fees ?? route.slice(1).map(() => 500)
  const [tokenIn, tokenOut] = route as [Hex, Hex]
  if (route.length === 2) {
    const common = { tokenIn, tokenOut, fee: fees[0] ?? 500, recipient, sqrtPriceLimitX96: 0n }
    return kind === 'exactIn'
      ? encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactInputSingle',
          args: [{ ...common, amountIn: amount, amountOutMinimum: bound }],
        })
      : encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactOutputSingle',
          args: [{ ...common, amountOut: amount, amountInMaximum: bound }],
        })
  }
  const hops = route.flatMap((token, i) => (i === 0 ? [token] : [fees[i - 1] ?? 500, token]))
  const types = hops.map((_, i) => (i % 2 === 0 ? 'address' : 'uint24'))
  const forward = encodePacked(types, hops)
  return kind === 'exactIn'
    ? encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'exactInput',
        args: [{ path: forward, recipient, amountIn: amount, amountOutMinimum: bound }],
      })
    : encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'exactOutput',
        args: [
          {
            path: encodePacked(types, [...hops].reverse()),
            recipient,
            amountOut: amount,
            amountInMaximum: bound,
          },
        ],
      })
}
