import { decodeFunctionData, type Hex, parseAbi } from 'viem'
import { decodeRouterMulticall, swapOfRouterMulticall } from './decodeRouterMulticall'
import { MAX_SWAP_PATH, type SwapCall } from './SwapCall'

// Uniswap V2's router (UniswapV2Router02): what the kit's swap builds (the three exact-input
// calls), and the rest of the family, which any app on a V2 fork sends.
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
])

/**
 * Decodes a router swap from its data and the native value it carries (the amount paid, or at
 * most paid, when the swap starts from the chain's currency): a Uniswap V2 router swap, or a
 * SwapRouter02 `multicall(deadline, …)` that is one swap, exact input or exact output (see
 * {@link swapOfRouterMulticall}). Undefined for any other data, data that does not decode
 * exactly, or a route shorter than two tokens or longer than {@link MAX_SWAP_PATH}.
 * @example decodeSwapCall('0x7ff36ab5…', 3_000_000_000_000_000n) // { name: 'swap', kind: 'exactIn', amountIn: 3000000000000000n, … }
 */
export function decodeSwapCall(data: Hex | undefined, value: bigint): SwapCall | undefined {
  if (!data || data.length < 10) return undefined
  const multicall = decodeRouterMulticall(data)
  if (multicall) return swapOfRouterMulticall(multicall, value)
  let decoded: ReturnType<typeof decodeFunctionData<typeof routerAbi>>
  try {
    decoded = decodeFunctionData({ abi: routerAbi, data })
  } catch {
    return undefined
  }
  const swap = toSwapCall(decoded, value)
  if (swap.path.length < 2 || swap.path.length > MAX_SWAP_PATH) return undefined
  return swap
}

function toSwapCall(
  { functionName, args }: ReturnType<typeof decodeFunctionData<typeof routerAbi>>,
  value: bigint,
): SwapCall {
  switch (functionName) {
    case 'swapExactETHForTokens':
    case 'swapExactETHForTokensSupportingFeeOnTransferTokens': {
      const [amountOut, path, to, deadline] = args
      const common = { path, to, deadline, fromNative: true, toNative: false }
      return { name: 'swap', kind: 'exactIn', amountIn: value, amountOut, ...common }
    }
    case 'swapETHForExactTokens': {
      // What the call carries beyond the price comes back: the value is the most paid.
      const [amountOut, path, to, deadline] = args
      const common = { path, to, deadline, fromNative: true, toNative: false }
      return { name: 'swap', kind: 'exactOut', amountIn: value, amountOut, ...common }
    }
    case 'swapExactTokensForETH':
    case 'swapExactTokensForETHSupportingFeeOnTransferTokens':
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForTokensSupportingFeeOnTransferTokens': {
      const [amountIn, amountOut, path, to, deadline] = args
      const toNative = functionName.startsWith('swapExactTokensForETH')
      const common = { path, to, deadline, fromNative: false, toNative }
      return { name: 'swap', kind: 'exactIn', amountIn, amountOut, ...common }
    }
    case 'swapTokensForExactETH':
    case 'swapTokensForExactTokens': {
      const [amountOut, amountIn, path, to, deadline] = args
      const toNative = functionName === 'swapTokensForExactETH'
      const common = { path, to, deadline, fromNative: false, toNative }
      return { name: 'swap', kind: 'exactOut', amountIn, amountOut, ...common }
    }
  }
}
