import type { OnrampOrder } from '../OnrampProvider'

/**
 * An on-ramp order of 50 USD for USDC on Base, as the routes hand it to a provider: for the
 * providers' URL tests.
 * @example
 * const url = new URL(createMeldProvider(config).buildUrl(testOnrampOrder))
 */
export const testOnrampOrder: OnrampOrder = {
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
