import { describe, expect, it } from 'vitest'
import { coinbaseNetworkOf, createCoinbaseProvider } from './createCoinbaseProvider'
import { testOnrampOrder as order } from './testing/testOnrampOrder'

describe('Coinbase Onramp URL', () => {
  const coinbase = createCoinbaseProvider({
    name: 'coinbase',
    label: 'Coinbase',
    appId: 'cdp-app',
    url: 'https://pay.coinbase.com/buy/select-asset',
    feePercent: 1.5,
    networkFee: 0,
  })

  it('carries the documented one-click-buy parameters', () => {
    const url = new URL(coinbase.buildUrl(order))
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'cdp-app',
      addresses: JSON.stringify({ [order.address]: ['base'] }),
      assets: '["USDC"]',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      partnerUserId: 'visitor-1',
      defaultExperience: 'buy',
      redirectUrl: 'https://app.example/',
    })
  })

  it("serves spec §9's chains and falls back to ethereum", () => {
    expect(coinbaseNetworkOf('arbitrum')).toBe('arbitrum')
    expect(coinbaseNetworkOf('portico-devnet-a')).toBe('ethereum')
    expect(coinbase.serves({ ...order.network, name: 'celo' })).toBe(true)
    expect(coinbase.serves({ ...order.network, name: 'solana' })).toBe(false)
  })
})
