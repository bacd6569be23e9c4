import { describe, expect, it } from 'vitest'
import { formatPayAmount } from './formatPayAmount'

describe('formatPayAmount', () => {
  it('prints every digit asked, never cut to the balances’ six', () => {
    expect(formatPayAmount('0.1234567', { symbol: 'ETH', decimals: 18 }, 'en')).toBe(
      '0.1234567 ETH',
    )
    expect(formatPayAmount('12.5', { symbol: 'tUSDT', decimals: 6 }, 'en')).toBe('12.5 tUSDT')
  })

  it('groups thousands in the visitor’s locale', () => {
    expect(formatPayAmount('1234.5', { symbol: 'tUSDT', decimals: 6 }, 'de')).toBe('1.234,5 tUSDT')
    expect(formatPayAmount('20000', { symbol: 'ETH', decimals: 18 }, 'en')).toBe('20,000 ETH')
  })
})
