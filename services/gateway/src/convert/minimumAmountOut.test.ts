import { DEFAULT_SLIPPAGE } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { minimumAmountOut } from './minimumAmountOut'

describe('minimumAmountOut', () => {
  it('takes the spec slippage (1 %) off the quoted amount, rounding down', () => {
    expect(DEFAULT_SLIPPAGE).toBe(1)
    expect(minimumAmountOut(1_000_000n, DEFAULT_SLIPPAGE)).toBe(990_000n)
    expect(minimumAmountOut(2_988_020_943n, 1)).toBe(2_958_140_733n)
  })

  it('reads fractions of a percent to the basis point, and 0 as the exact amount', () => {
    expect(minimumAmountOut(1_000_000n, 0.5)).toBe(995_000n)
    expect(minimumAmountOut(1_000_000n, 0.05)).toBe(999_500n)
    expect(minimumAmountOut(1_000_000n, 0)).toBe(1_000_000n)
    expect(minimumAmountOut(1_000_000n, 50)).toBe(500_000n)
  })
})
