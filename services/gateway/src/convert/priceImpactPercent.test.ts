import { describe, expect, it } from 'vitest'
import { priceImpactPercent } from './priceImpactPercent'

describe('priceImpactPercent', () => {
  it('leaves the 0.3 % fee out: 100 into 1,000/1,000 paying 90 moved the price 9.73 %', () => {
    expect(priceImpactPercent(100n, 90n, [{ reserveIn: 1_000n, reserveOut: 1_000n }])).toBe(
      9.729187,
    )
  })

  it('multiplies the spot prices of every hop', () => {
    // Spot: 1 → 2 → 6 per unit, after two fees 6·0.997² = 5.964054 per unit.
    const hops = [
      { reserveIn: 10n ** 12n, reserveOut: 2n * 10n ** 12n },
      { reserveIn: 10n ** 12n, reserveOut: 3n * 10n ** 12n },
    ]
    expect(priceImpactPercent(1_000n, 5_964n, hops)).toBeCloseTo(0.000905, 6)
    expect(priceImpactPercent(1_000n, 0n, hops)).toBe(100)
  })
})
