import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { rpcRequest } from './rpcRequest'

const quoterV2Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) view returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/**
 * What Uniswap's QuoterV2 says `amountIn` of `tokenIn` buys of `tokenOut` in their pool at `fee`,
 * now (by `eth_call`, as the gateway asks it): exactly what a swap in the next block pays.
 * @example
 * const out = await uniswapV3AmountOut(rpcUrl, v3.quoterV2, { tokenIn: weth, tokenOut: usdt, fee: 500, amountIn: parseEther('1') })
 */
export async function uniswapV3AmountOut(
  rpcUrl: string,
  quoterV2: Address,
  swap: { tokenIn: Address; tokenOut: Address; fee: number; amountIn: bigint },
): Promise<bigint> {
  const call = { abi: quoterV2Abi, functionName: 'quoteExactInputSingle' } as const
  const data = await rpcRequest(rpcUrl, 'eth_call', [
    {
      to: quoterV2,
      data: encodeFunctionData({ ...call, args: [{ ...swap, sqrtPriceLimitX96: 0n }] }),
    },
    'latest',
  ])
  return decodeFunctionResult({ ...call, data: data as Hex })[0]
}
