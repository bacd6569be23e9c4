import { describe, expect, it } from 'vitest'
import { getAmountOut } from './getAmountOut'

describe('getAmountOut', () => {
  it('applies the 0.3 % fee and rounds down', () => {
    // 1 ETH into 1,000 ETH / 3,000,000 tUSDT: 3,000 less the fee and the trade's own impact.
    expect(getAmountOut(10n ** 18n, 1_000n * 10n ** 18n, 3_000_000n * 10n ** 6n)).toBe(
      2_988_020_943n,
    )
    // 100 into 1,000 / 1,000: 99,700 / 10,997 = 90.66… → 90
    expect(getAmountOut(100n, 1_000n, 1_000n)).toBe(90n)
  })

  it('pays nothing for nothing, and nothing from an empty pool', () => {
    expect(getAmountOut(0n, 1_000n, 1_000n)).toBe(0n)
    expect(getAmountOut(100n, 0n, 1_000n)).toBe(0n)
    expect(getAmountOut(100n, 1_000n, 0n)).toBe(0n)
  })

  it('never pays out the whole reserve, however large the amount', () => {
    expect(getAmountOut(10n ** 60n, 1_000n, 1_000n)).toBe(999n)
  })
})
