import { parseAbi } from 'viem'

/**
 * The calls tests make on the devnet's Uniswap V2 router (`UniswapV2Router02`): quotes, its
 * factory and WETH, and the exact-input swaps between ether and tokens.
 * @example
 * await wallet.writeContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args, value })
 */
export const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
