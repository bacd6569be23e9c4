/**
 * What a Uniswap V2 pool pays out for `amountIn`, after its 0.3 % fee, rounded down as the
 * router's `getAmountOut` does: out = in·997·rOut / (rIn·1000 + in·997).
 * Zero when a reserve is empty or the amount is zero.
 * @example
 * getAmountOut(10n ** 18n, 1_000n * 10n ** 18n, 3_000_000n * 10n ** 6n) // 2_988_020_943n
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}
