import { describe, expect, it } from 'vitest'
import { priceImpactPercent, v2SpotRate, v3SpotRate } from './priceImpactPercent'

describe('priceImpactPercent', () => {
  it('leaves the 0.3 % fee out: 100 into 1,000/1,000 paying 90 moved the price 9.73 %', () => {
    const rate = v2SpotRate({ reserveIn: 1_000n, reserveOut: 1_000n })
    expect(priceImpactPercent(100n, 90n, [rate])).toBe(9.729187)
  })

  it('multiplies the spot prices of every hop', () => {
    // Spot: 1 → 2 → 6 per unit, after two fees 6·0.997² = 5.964054 per unit.
    const hops = [
      { reserveIn: 10n ** 12n, reserveOut: 2n * 10n ** 12n },
      { reserveIn: 10n ** 12n, reserveOut: 3n * 10n ** 12n },
    ].map(v2SpotRate)
    expect(priceImpactPercent(1_000n, 5_964n, hops)).toBeCloseTo(0.000905, 6)
    expect(priceImpactPercent(1_000n, 0n, hops)).toBe(100)
  })

  it("reads a V3 pool's price from its sqrtPriceX96, either way, after its fee tier", () => {
    // sqrtPriceX96 = 2·2^96: 4 token1 per token0.
    const sqrtPriceX96 = 2n * 2n ** 96n
    // 1,000 token0 at 4 less 0.05 % is 3,998 token1: paying 3,958.02 moved it 1 %.
    expect(priceImpactPercent(1_000n, 3_958n, [v3SpotRate(sqrtPriceX96, 500, true)])).toBe(1.0005)
    // 1,000 token1 at a quarter less 1 % is 247.5 token0.
    expect(priceImpactPercent(1_000n, 247n, [v3SpotRate(sqrtPriceX96, 10_000, false)])).toBe(
      0.20202,
    )
  })
})
