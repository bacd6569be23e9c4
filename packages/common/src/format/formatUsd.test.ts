import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd'

describe('formatUsd', () => {
  it('formats dollars with 2 decimals, grouped, and tiny values as <$0.01', () => {
    expect(formatUsd(3750.5)).toBe('$3,750.50')
    expect(formatUsd(29_999_990)).toBe('$29,999,990.00')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('<$0.01')
  })
})
