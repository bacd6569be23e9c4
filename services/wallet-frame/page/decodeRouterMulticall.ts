import { decodeFunctionData, type Hex, parseAbi, size, slice } from 'viem'
import { MAX_SWAP_PATH, type SwapCall } from './SwapCall'

/**
 * Uniswap's SwapRouter02 (`@uniswap/swap-router-contracts`): the deadline multicall, the swaps
 * and payments the kit's gateway builds in it, and the router's other calls, named when met.
 * @example encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [deadline, calls] })
 */
export const swapRouter02Abi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params)',
  'function exactOutput((bytes path, address recipient, uint256 amountOut, uint256 amountInMaximum) params)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to)',
  'function unwrapWETH9(uint256 amountMinimum)',
  'function refundETH()',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum)',
  'function wrapETH(uint256 value)',
  'function pull(address token, uint256 value)',
  'function approveMax(address token)',
])

type Decoded = ReturnType<typeof decodeFunctionData<typeof swapRouter02Abi>>

/**
 * A SwapRouter02 `multicall(deadline, data[])`, its inner calls decoded where the router's ABI
 * names them (else their 4-byte selector).
 * @example const { deadline, calls }: RouterMulticall = decodeRouterMulticall(tx.data)
 */
export type RouterMulticall = {
  deadline: bigint
  calls: (Decoded | { functionName: undefined; selector: Hex })[]
}

// SwapRouter02's stand-ins: the caller (Constants.MSG_SENDER) and the router itself
// (Constants.ADDRESS_THIS, which keeps the output for a later call to pay out).
const MSG_SENDER = '0x0000000000000000000000000000000000000001'
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002'

/**
 * Decodes a SwapRouter02 `multicall(uint256 deadline, bytes[] data)` and each call inside it;
 * undefined for any other data.
 * @example decodeRouterMulticall('0x5ae401dc…') // { deadline: 1767226800n, calls: [{ functionName: 'exactInputSingle', args: [{ … }] }] }
 */
export function decodeRouterMulticall(data: Hex): RouterMulticall | undefined {
  let outer: Decoded
  try {
    outer = decodeFunctionData({ abi: swapRouter02Abi, data })
  } catch {
    return undefined
  }
  if (outer.functionName !== 'multicall') return undefined
  const [deadline, inner] = outer.args
  const calls = inner.map((call) => {
    try {
      return decodeFunctionData({ abi: swapRouter02Abi, data: call })
    } catch {
      return { functionName: undefined, selector: call.slice(0, 10) as Hex }
    }
  })
  return { deadline, calls }
}

/**
 * The one exact-input swap a SwapRouter02 multicall is, when it is nothing more: a single
 * `exactInputSingle`, `exactInput` or `swapExactTokensForTokens` (V2) paying out to an address,
 * or one paying the router itself followed by `unwrapWETH9(least, recipient)` (into the chain's
 * currency). Ether sent must be exactly the amount paid (the router wraps it), and the swap must
 * name its amount. Undefined for anything else: more calls, other calls, an amount left in the
 * router, a recipient the router stands in for, a route longer than {@link MAX_SWAP_PATH}.
 * @example swapOfRouterMulticall(decodeRouterMulticall(data)!, 0n) // { name: 'swap', kind: 'exactIn', toNative: true, … }
 */
export function swapOfRouterMulticall(
  multicall: RouterMulticall,
  value: bigint,
): SwapCall | undefined {
  const [first, second, ...rest] = multicall.calls
  if (!first || rest.length > 0) return undefined
  const swap = exactInputOf(first)
  if (!swap || swap.amountIn === 0n || swap.path.length < 2 || swap.path.length > MAX_SWAP_PATH)
    return undefined
  if (value !== 0n && value !== swap.amountIn) return undefined
  let to = swap.recipient
  let amountOut = swap.amountOut
  if (second) {
    if (second.functionName !== 'unwrapWETH9' || second.args.length !== 2) return undefined
    if (to.toLowerCase() !== ADDRESS_THIS) return undefined
    const [least, recipient] = second.args
    to = recipient
    if (least > amountOut) amountOut = least
  }
  if (to.toLowerCase() === ADDRESS_THIS || to.toLowerCase() === MSG_SENDER) return undefined
  return {
    name: 'swap',
    kind: 'exactIn',
    amountIn: swap.amountIn,
    amountOut,
    path: swap.path,
    fromNative: value !== 0n,
    toNative: second !== undefined,
    to,
    deadline: multicall.deadline,
    wethOfRouter: true,
  }
}

function exactInputOf(call: RouterMulticall['calls'][number]) {
  switch (call.functionName) {
    case 'exactInputSingle': {
      const [params] = call.args
      return {
        amountIn: params.amountIn,
        amountOut: params.amountOutMinimum,
        path: [params.tokenIn, params.tokenOut],
        recipient: params.recipient,
      }
    }
    case 'exactInput': {
      const [params] = call.args
      const path = v3PathTokens(params.path)
      return (
        path && {
          amountIn: params.amountIn,
          amountOut: params.amountOutMinimum,
          path,
          recipient: params.recipient,
        }
      )
    }
    case 'swapExactTokensForTokens': {
      const [amountIn, amountOut, path, recipient] = call.args
      return { amountIn, amountOut, path, recipient }
    }
    default:
      return undefined
  }
}

/** The tokens of a V3 path (20-byte tokens with a 3-byte fee between each two). */
function v3PathTokens(path: Hex): Hex[] | undefined {
  const bytes = size(path)
  if (bytes < 43 || (bytes - 20) % 23 !== 0) return undefined
  const tokens: Hex[] = []
  for (let at = 0; at < bytes; at += 23) tokens.push(slice(path, at, at + 20))
  return tokens
}
