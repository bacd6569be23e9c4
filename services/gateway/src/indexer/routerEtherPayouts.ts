import { decodeFunctionData, type Hex, parseAbi } from 'viem'

/** keccak256('Withdrawal(address,uint256)'): WETH9 unwrapping ether for `src`. */
export const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

// The Uniswap V2 router's swaps that end in ether; each pays it to its `to` argument.
const swapsToEther = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/**
 * A chain's swap router and the WETH it unwraps, lower-case.
 * @example const router: SwapRouter = { router: '0x7a…', weth: '0x5f…' }
 */
export type SwapRouter = { router: string; weth: string }

/**
 * Ether a swap router paid out in a transaction: an internal call no log records. A call to the
 * router that swaps into ether makes WETH emit `Withdrawal(router, amount)`, then the router
 * forwards that amount to the swap's recipient (the call's `to` argument). One payout per such
 * log, keyed by its log index; none for any other transaction or for logs of another WETH.
 * @example
 * routerEtherPayouts({ to: router, input }, receipt.logs, { router, weth })
 * // [{ logIndex: 7, from: router, to: '0xf3…', value: 52_000_000_000_000_000n }]
 */
export function routerEtherPayouts(
  tx: { to: string | null; input: string | undefined },
  logs: readonly { address: string; topics: readonly string[]; data: string; logIndex: string }[],
  { router, weth }: SwapRouter,
): { logIndex: number; from: string; to: string; value: bigint }[] {
  if (tx.to !== router || !tx.input) return []
  let recipient: string
  try {
    const call = decodeFunctionData({ abi: swapsToEther, data: tx.input as Hex })
    recipient = call.args[3].toLowerCase()
  } catch {
    return []
  }
  return logs.flatMap((log) => {
    const [topic0, src] = log.topics
    if (log.address.toLowerCase() !== weth || topic0 !== WITHDRAWAL_TOPIC || !src) return []
    if (`0x${src.slice(-40)}`.toLowerCase() !== router || log.data.length !== 66) return []
    return [
      { logIndex: Number(log.logIndex), from: router, to: recipient, value: BigInt(log.data) },
    ]
  })
}
