import { decodeFunctionData, type Hex, parseAbi } from 'viem'

/** keccak256('Withdrawal(address,uint256)'): WETH9 unwrapping ether for `src`. */
export const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

// The Uniswap V2 router's swaps that end in ether; each pays it to its `to` argument.
const swapsToEther = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

// SwapRouter02's deadline multicall and the call in it that pays ether out to its recipient.
const router02Calls = parseAbi([
  'function multicall(uint256 deadline, bytes[] data)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
])

/**
 * A chain's swap routers and the WETH they unwrap, lower-case: the Uniswap V2 router and, where
 * the chain has Uniswap V3 swaps, SwapRouter02.
 * @example const router: SwapRouter = { router: '0x7a…', weth: '0x5f…', router02: '0x68…' }
 */
export type SwapRouter = { router: string; weth: string; router02?: string | undefined }

/**
 * Ether a swap router paid out in a transaction: an internal call no log records. A call to the
 * router that swaps into ether makes WETH emit `Withdrawal(router, amount)`, then the router
 * forwards that amount to the swap's recipient (the V2 router call's `to` argument; the
 * recipient of `unwrapWETH9` in a SwapRouter02 multicall). One payout per such log, keyed by its
 * log index; none for any other transaction or for logs of another WETH.
 * @example
 * routerEtherPayouts({ to: router, input }, receipt.logs, { router, weth })
 * // [{ logIndex: 7, from: router, to: '0xf3…', value: 52_000_000_000_000_000n }]
 */
export function routerEtherPayouts(
  tx: { to: string | null; input: string | undefined },
  logs: readonly { address: string; topics: readonly string[]; data: string; logIndex: string }[],
  { router: v2, weth, router02 }: SwapRouter,
): { logIndex: number; from: string; to: string; value: bigint }[] {
  const router = tx.to
  if (!router || !tx.input || (router !== v2 && router !== router02)) return []
  const recipient =
    router === v2 ? v2Recipient(tx.input as Hex) : router02Recipient(tx.input as Hex)
  if (!recipient) return []
  return logs.flatMap((log) => {
    const [topic0, src] = log.topics
    if (log.address.toLowerCase() !== weth || topic0 !== WITHDRAWAL_TOPIC || !src) return []
    if (`0x${src.slice(-40)}`.toLowerCase() !== router || log.data.length !== 66) return []
    return [
      { logIndex: Number(log.logIndex), from: router, to: recipient, value: BigInt(log.data) },
    ]
  })
}

function v2Recipient(input: Hex): string | undefined {
  try {
    return decodeFunctionData({ abi: swapsToEther, data: input }).args[3].toLowerCase()
  } catch {
    return undefined
  }
}

function router02Recipient(input: Hex): string | undefined {
  try {
    const outer = decodeFunctionData({ abi: router02Calls, data: input })
    if (outer.functionName !== 'multicall') return undefined
    for (const call of outer.args[1]) {
      try {
        const inner = decodeFunctionData({ abi: router02Calls, data: call })
        if (inner.functionName === 'unwrapWETH9') return inner.args[1].toLowerCase()
      } catch {
        // Another of the router's calls: the swap itself, a sweep.
      }
    }
  } catch {
    return undefined
  }
  return undefined
}
