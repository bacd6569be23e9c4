import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { encodeV3Path } from './encodeV3Path'
import type { SwapQuote } from './quoteSwap'

/**
 * The SwapRouter02 calls the convert API builds (`@uniswap/swap-router-contracts`).
 * @example encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [min, user] })
 */
export const swapRouter02Abi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])

/**
 * SwapRouter02's stand-in recipient for the router itself (its `Constants.ADDRESS_THIS`): the
 * swap's WETH stays there for `unwrapWETH9` to pay out as ether.
 */
export const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'

/**
 * The SwapRouter02 call for an exact-input swap along a quoted route, V3 (`exactInputSingle`,
 * `exactInput`) or V2 (`swapExactTokensForTokens`), inside `multicall(deadline, …)`, and the
 * ether it carries: a native source is sent as value (the router wraps it); a native target is
 * swapped to the router, then `unwrapWETH9` pays the least amount out or more to the recipient.
 * @example
 * const { data, value } = encodeSwapRouter02Call({ quote, amountOutMin, fromNative: true, toNative: false, recipient, deadline })
 */
export function encodeSwapRouter02Call(args: {
  quote: SwapQuote
  amountOutMin: bigint
  fromNative: boolean
  toNative: boolean
  recipient: Address
  deadline: bigint
}): { data: Hex; value: bigint } {
  const { quote, amountOutMin } = args
  const { amountIn, path } = quote
  const recipient = args.toNative ? ADDRESS_THIS : args.recipient
  const calls: Hex[] = [swapCall(quote, amountIn, path, recipient, amountOutMin)]
  if (args.toNative) {
    calls.push(
      encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'unwrapWETH9',
        args: [amountOutMin, args.recipient],
      }),
    )
  }
  return {
    data: encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [args.deadline, calls],
    }),
    value: args.fromNative ? amountIn : 0n,
  }
}

function swapCall(
  quote: SwapQuote,
  amountIn: bigint,
  path: Address[],
  recipient: Address,
  amountOutMinimum: bigint,
): Hex {
  if (quote.protocol === 'v2') {
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, amountOutMinimum, path, recipient],
    })
  }
  if (path.length === 2) {
    const [tokenIn, tokenOut] = path as [Address, Address]
    const fee = quote.fees[0] ?? 0
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        { tokenIn, tokenOut, fee, recipient, amountIn, amountOutMinimum, sqrtPriceLimitX96: 0n },
      ],
    })
  }
  return encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'exactInput',
    args: [{ path: encodeV3Path(path, quote.fees), recipient, amountIn, amountOutMinimum }],
  })
}
