import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd'
import { tokenUsdValue } from './tokenUsdValue'

describe('formatUsd and tokenUsdValue', () => {
  it('formats dollars with 2 decimals, grouped, and tiny values as <$0.01', () => {
    expect(formatUsd(3750.5)).toBe('$3,750.50')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(0.004)).toBe('<$0.01')
  })

  it('prefers the gateway value, else price × quantity, and knows no value without a price', () => {
    const token = {
      name: 'Portico Test Token',
      symbol: 'PTT',
      chainId: 'eip155:31337' as const,
      price: 1.25,
      quantity: { decimals: '18', numeric: '1234.5678' },
      iconUrl: '',
    }
    expect(tokenUsdValue({ ...token, value: 10 })).toBe(10)
    expect(tokenUsdValue(token)).toBeCloseTo(1543.20975)
    expect(tokenUsdValue({ ...token, price: 0 })).toBeUndefined()
  })
})
