import { describe, expect, it } from 'vitest'
import { createMeldProvider, meldCurrencyCode } from './createMeldProvider'
import type { OnrampOrder } from './OnrampProvider'

const order: OnrampOrder = {
  orderId: 'o1',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  network: { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
  asset: 'USDC',
  fiatCurrency: 'USD',
  paymentTotal: '50.00',
  purchaseAmount: '49.250000',
  paymentMethod: 'card',
  partnerUserId: 'visitor-1',
  redirectUrl: 'https://app.example/',
  expiresAt: 0,
}

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
