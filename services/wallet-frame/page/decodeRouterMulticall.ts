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
 * The one swap a SwapRouter02 multicall is, when it is nothing more: a single exact-input
 * (`exactInputSingle`, `exactInput`, V2 `swapExactTokensForTokens`) or exact-output
 * (`exactOutputSingle`, `exactOutput`, V2 `swapTokensForExactTokens`) swap paying out to an
 * address, or one paying the router itself followed by `unwrapWETH9(least, recipient)` (into the
 * chain's currency). Ether sent must be exactly the amount paid, or the most paid (the router
 * wraps it; with less it would take the visitor's WETH instead). An exact-output swap paid in
 * ether must end with `refundETH()`: the router keeps what the swap did not spend, for anyone's
 * next call to take, unless the same multicall hands it back. Undefined for anything else: more
 * calls, other calls, an amount left in the router, a recipient the router stands in for, a
 * swap without its amount, a route longer than {@link MAX_SWAP_PATH}.
 * @example swapOfRouterMulticall(decodeRouterMulticall(data)!, 0n) // { name: 'swap', kind: 'exactIn', toNative: true, … }
 */
export function swapOfRouterMulticall(
  multicall: RouterMulticall,
  value: bigint,
): SwapCall | undefined {
  const [first, ...after] = multicall.calls
  const swap = first && routerSwapOf(first)
  if (!swap || swap.amountIn === 0n || swap.path.length < 2 || swap.path.length > MAX_SWAP_PATH)
    return undefined
  if (swap.kind === 'exactOut' && swap.amountOut === 0n) return undefined
  if (value !== 0n && value !== swap.amountIn) return undefined
  let to = swap.recipient
  let amountOut = swap.amountOut
  let rest = after
  const unwrap = rest[0]?.functionName === 'unwrapWETH9' ? rest[0].args : undefined
  const toNative = unwrap?.length === 2
  if (unwrap?.length === 2) {
    if (to.toLowerCase() !== ADDRESS_THIS) return undefined
    const [least, recipient] = unwrap
    to = recipient
    if (least > amountOut) {
      // An exact amount bought is no longer what an unwrap asking for more pays out.
      if (swap.kind === 'exactOut') return undefined
      amountOut = least
    }
    rest = rest.slice(1)
  }
  if (swap.kind === 'exactOut' && value !== 0n) {
    if (rest[0]?.functionName !== 'refundETH') return undefined
    rest = rest.slice(1)
  }
  if (rest.length > 0) return undefined
  if (to.toLowerCase() === ADDRESS_THIS || to.toLowerCase() === MSG_SENDER) return undefined
  return {
    name: 'swap',
    kind: swap.kind,
    amountIn: swap.amountIn,
    amountOut,
    path: swap.path,
    fromNative: value !== 0n,
    toNative,
    to,
    deadline: multicall.deadline,
    wethOfRouter: true,
  }
}

/** A router swap call's amounts, route (paid token first) and recipient; undefined for others. */
function routerSwapOf(call: RouterMulticall['calls'][number]) {
  switch (call.functionName) {
    case 'exactInputSingle': {
      const [{ tokenIn, tokenOut, recipient, amountIn, amountOutMinimum }] = call.args
      const path = [tokenIn, tokenOut]
      return { kind: 'exactIn' as const, amountIn, amountOut: amountOutMinimum, path, recipient }
    }
    case 'exactInput': {
      const [{ path, recipient, amountIn, amountOutMinimum }] = call.args
      const tokens = v3PathTokens(path)
      return (
        tokens && {
          kind: 'exactIn' as const,
          amountIn,
          amountOut: amountOutMinimum,
          path: tokens,
          recipient,
        }
      )
    }
    case 'swapExactTokensForTokens': {
      const [amountIn, amountOut, path, recipient] = call.args
      return { kind: 'exactIn' as const, amountIn, amountOut, path, recipient }
    }
    case 'exactOutputSingle': {
      const [{ tokenIn, tokenOut, recipient, amountOut, amountInMaximum }] = call.args
      const path = [tokenIn, tokenOut]
      return { kind: 'exactOut' as const, amountIn: amountInMaximum, amountOut, path, recipient }
    }
    case 'exactOutput': {
      // An exact-output path is encoded from the token bought back to the token paid.
      const [{ path, recipient, amountOut, amountInMaximum }] = call.args
      const tokens = v3PathTokens(path)
      return (
        tokens && {
          kind: 'exactOut' as const,
          amountIn: amountInMaximum,
          amountOut,
          path: tokens.reverse(),
          recipient,
        }
      )
    }
    case 'swapTokensForExactTokens': {
      const [amountOut, amountInMax, path, recipient] = call.args
      return { kind: 'exactOut' as const, amountIn: amountInMax, amountOut, path, recipient }
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
