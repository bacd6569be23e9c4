/**
 * The least a swap may pay out at a slippage tolerance in percent (spec §9: 1), rounded down
 * to basis points: amountOut · (10,000 − bps) / 10,000.
 * @example minimumAmountOut(1_000_000n, 1) // 990_000n
 */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const bps = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - bps)) / 10_000n
}
