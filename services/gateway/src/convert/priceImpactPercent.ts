/**
 * What one hop pays per unit put in at its pool's current price, after the pool's fee, as an
 * exact fraction (raw units out per raw unit in).
 * @example const rate: SpotRate = { numerator: 997n, denominator: 1_000n }
 */
export type SpotRate = { numerator: bigint; denominator: bigint }

/**
 * How far a trade moves the price, in percent, leaving out the pools' fees: one minus the amount
 * out over what the pools' spot prices (after fees) would pay, the hops' {@link SpotRate}s
 * multiplied in → out. Exact integer arithmetic, six decimals.
 * @example
 * priceImpactPercent(100n, 90n, [v2SpotRate({ reserveIn: 1_000n, reserveOut: 1_000n })]) // 9.729187…
 */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  rates: readonly SpotRate[],
): number {
  let spotOut = amountIn
  let actual = amountOut
  for (const rate of rates) {
    spotOut *= rate.numerator
    actual *= rate.denominator
  }
  if (spotOut === 0n) return 0
  const scaled = ((spotOut - actual) * 100_000_000n) / spotOut
  return Number(scaled) / 1_000_000
}

/**
 * A Uniswap V2 pool's spot rate from its reserves (ordered in → out), after its 0.3 % fee:
 * rOut·997 / (rIn·1000).
 * @example v2SpotRate({ reserveIn: 1_000n, reserveOut: 3_000n }) // { numerator: 2_991_000n, denominator: 1_000_000n }
 */
export function v2SpotRate(hop: { reserveIn: bigint; reserveOut: bigint }): SpotRate {
  return { numerator: hop.reserveOut * 997n, denominator: hop.reserveIn * 1000n }
}

const Q192 = 2n ** 192n
const FEE_UNITS = 1_000_000n

/**
 * A Uniswap V3 pool's spot rate from its price before the trade (`slot0`'s sqrtPriceX96: token1
 * per token0 in raw units is sqrtPriceX96² / 2^192), in the trade's direction (`zeroForOne`: in
 * token0, out token1), after its fee in millionths (3000 = 0.3 %).
 * @example v3SpotRate(2n ** 96n, 3000, true) // { numerator: 2^192·997000, denominator: 2^192·10^6 }
 */
export function v3SpotRate(sqrtPriceX96: bigint, fee: number, zeroForOne: boolean): SpotRate {
  const price = sqrtPriceX96 * sqrtPriceX96
  const kept = FEE_UNITS - BigInt(fee)
  return zeroForOne
    ? { numerator: price * kept, denominator: Q192 * FEE_UNITS }
    : { numerator: Q192 * kept, denominator: price * FEE_UNITS }
}
