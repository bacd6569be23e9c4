import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * The router call for an exact-input swap along `path` (router addresses, WETH standing for
 * the native token) and the ether it carries: ETH → token, token → ETH or token → token.
 * @example
 * const { data, value } = encodeSwapCall({ amountIn, amountOutMin, path, fromNative: true, toNative: false, recipient, deadline })
 */
export function encodeSwapCall(args: {
  amountIn: bigint
  amountOutMin: bigint
  path: readonly Address[]
  fromNative: boolean
  toNative: boolean
  recipient: Address
  deadline: bigint
}): { data: Hex; value: bigint } {
  const { amountIn, amountOutMin, recipient, deadline } = args
  const path = [...args.path]
  if (args.fromNative) {
    return {
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  }
  return {
    data: encodeFunctionData({
      abi: routerAbi,
      functionName: args.toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}
