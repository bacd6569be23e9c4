/**
 * How far a trade moves the price, in percent, leaving out the pools' 0.3 % fees: one minus
 * the amount out over what the pools' spot prices (after fees) would pay, from the reserves of
 * each hop (ordered in → out). Exact integer arithmetic, six decimals.
 * @example
 * priceImpactPercent(100n, 90n, [{ reserveIn: 1_000n, reserveOut: 1_000n }]) // 9.729187…
 */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly { reserveIn: bigint; reserveOut: bigint }[],
): number {
  let spotOut = amountIn
  let actual = amountOut
  for (const hop of hops) {
    spotOut *= hop.reserveOut * 997n
    actual *= hop.reserveIn * 1000n
  }
  if (spotOut === 0n) return 0
  const scaled = ((spotOut - actual) * 100_000_000n) / spotOut
  return Number(scaled) / 1_000_000
}
