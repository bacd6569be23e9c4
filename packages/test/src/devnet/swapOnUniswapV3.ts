import { type Address, encodeFunctionData, parseAbi } from 'viem'
import { sendFromDevAccount } from './sendFromDevAccount'
import type { UniswapV3Devnet } from './uniswapV3'

const DEADLINE = 2n ** 40n

const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])

/**
 * Sells `amountIn` of `tokenIn` for `tokenOut` in their pool at `fee` through the devnet's swap
 * router, as `from` (one of anvil's unlocked accounts), whatever comes out; `wrap` pays in ether
 * for WETH. Returns the receipt.
 * @example
 * await swapOnUniswapV3(rpcUrl, v3, { from, tokenIn: weth, tokenOut: usdt, fee: 3000, amountIn: parseEther('1'), wrap: true })
 */
export function swapOnUniswapV3(
  rpcUrl: string,
  v3: UniswapV3Devnet,
  swap: {
    from: Address
    tokenIn: Address
    tokenOut: Address
    fee: number
    amountIn: bigint
    wrap?: boolean
  },
) {
  const data = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: swap.tokenIn,
        tokenOut: swap.tokenOut,
        fee: swap.fee,
        recipient: swap.from,
        deadline: DEADLINE,
        amountIn: swap.amountIn,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  return sendFromDevAccount(
    rpcUrl,
    {
      from: swap.from,
      to: v3.swapRouter,
      data,
      value: swap.wrap ? swap.amountIn : undefined,
      gas: 400_000n,
    },
    'swapping on Uniswap V3',
  )
}
