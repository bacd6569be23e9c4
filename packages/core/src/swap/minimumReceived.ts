/**
 * The least a swap pays out at a slippage tolerance (percent): `toAmount` less the slippage in
 * whole basis points, rounded down, as the gateway computes the router's `amountOutMin`.
 * @example
 * minimumReceived(1000n, 1) // 990n
 */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const bps = BigInt(Math.min(10_000, Math.max(0, Math.round(slippage * 100))))
  return (toAmount * (10_000n - bps)) / 10_000n
}
