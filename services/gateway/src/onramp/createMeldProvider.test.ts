import { describe, expect, it } from 'vitest'
import { createMeldProvider, meldCurrencyCode } from './createMeldProvider'
import { testOnrampOrder as order } from './testing/testOnrampOrder'

describe('Meld URL', () => {
  it("carries Meld's widget parameters with its currency codes", () => {
    const meld = createMeldProvider({
      name: 'meld',
      label: 'Meld',
      publicKey: 'pk_test',
      url: 'https://meldcrypto.com/',
      feePercent: 2,
      networkFee: 0,
    })
    const url = new URL(meld.buildUrl({ ...order, paymentMethod: 'ach_bank_account' }))
    expect(url.hostname).toBe('meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC_BASE',
      walletAddress: order.address,
      sourceAmount: '50.00',
      sourceCurrencyCode: 'USD',
      paymentMethodType: 'ACH',
      externalCustomerId: 'visitor-1',
      redirectUrl: 'https://app.example/',
    })
    expect(meldCurrencyCode('eth', 'ethereum')).toBe('ETH')
    expect(meldCurrencyCode('USDC', 'avalanche-c-chain')).toBe('USDC_AVALANCHECCHAIN')
  })
})
