import { type Address, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import { rpcRequest } from './rpcRequest'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi'

/**
 * What a Uniswap V2 router's `getAmountsOut` says `amountIn` of `path`'s first token buys of
 * its last, now: the V2 side of a test that compares routes.
 * @example
 * const out = await uniswapV2AmountOut(rpcUrl, uniswap.router, parseEther('1'), [uniswap.weth, usdt])
 */
export async function uniswapV2AmountOut(
  rpcUrl: string,
  router: Address,
  amountIn: bigint,
  path: readonly Address[],
): Promise<bigint> {
  const call = { abi: uniswapV2RouterAbi, functionName: 'getAmountsOut' } as const
  const data = await rpcRequest(rpcUrl, 'eth_call', [
    { to: router, data: encodeFunctionData({ ...call, args: [amountIn, path] }) },
    'latest',
  ])
  return decodeFunctionResult({ ...call, data: data as Hex }).at(-1) ?? 0n
}
