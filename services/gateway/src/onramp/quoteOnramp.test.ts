import { describe, expect, it } from 'vitest'
import { quoteOnramp } from './quoteOnramp'

describe('quoteOnramp', () => {
  it('takes the provider fee and network fee off the total, then buys at the price', () => {
    expect(
      quoteOnramp({ total: '50', feePercent: 1.5, networkFee: 0.5, priceUsd: 2500, fiatRate: 1 }),
    ).toEqual({
      paymentTotal: '50.00',
      coinbaseFee: '0.75',
      networkFee: '0.50',
      paymentSubtotal: '48.75',
      purchaseAmount: '0.019500',
    })
  })

  it('converts another fiat at its USD rate and rounds the coin down', () => {
    const quote = quoteOnramp({
      total: '100.00',
      feePercent: 2,
      networkFee: 0,
      priceUsd: 3,
      fiatRate: 1.1,
    })
    // 98 EUR × 1.1 = 107.8 USD → 35.9333… coins
    expect(quote?.purchaseAmount).toBe('35.933333')
    expect(quote?.coinbaseFee).toBe('2.00')
  })

  it('refuses an amount the fees eat whole', () => {
    expect(
      quoteOnramp({ total: '0.50', feePercent: 1, networkFee: 0.5, priceUsd: 1, fiatRate: 1 }),
    ).toBeUndefined()
  })
})
