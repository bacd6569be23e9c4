import { describe, expect, it } from 'vitest'
import { tokenUsdValue } from './tokenUsdValue'

describe('tokenUsdValue', () => {
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
