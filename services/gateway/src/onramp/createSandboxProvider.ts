import { signToken } from '@portico/server'
import type { OnrampProvider } from './OnrampProvider'
import { type ProviderListing, providerListing } from './providerListing'

/**
 * The order the on-ramp sandbox fills, as it reads it from the checkout URL's signed `order`.
 * @example
 * const order: SandboxOrder = { id: 'q1', address: '0xabc…', chainId: 'eip155:31337', asset: 'ETH', contract: '', amount: '0.016', fiatCurrency: 'USD', paymentTotal: '50.00', expiresAt }
 */
export type SandboxOrder = {
  id: string
  address: string
  chainId: string
  asset: string
  /** The token contract; empty for the chain's native coin. */
  contract: string
  amount: string
  fiatCurrency: string
  paymentTotal: string
  paymentMethod: string
  partnerUserId?: string | undefined
  redirectUrl?: string | undefined
  expiresAt: number
}

/**
 * The sandbox plugin: a checkout URL of this repo's on-ramp sandbox carrying the whole priced
 * order signed with the secret the two share, so the sandbox delivers exactly the quoted amount
 * to the quoted wallet and nothing else. It serves the gateway's own chains; its deposits come
 * from its treasury.
 * @example
 * createSandboxProvider({ name: 'sandbox', label: 'Portico Sandbox', url, secret, treasury, feePercent: 1.5, networkFee: 0 }, ['31337']).buildUrl(order)
 */
export function createSandboxProvider(
  config: ProviderListing & { url: string; secret: string; treasury: string },
  /** EVM chain ids (decimal strings) the sandbox delivers on. */
  chainIds: readonly string[],
): OnrampProvider {
  return {
    ...providerListing(config),
    namespaces: ['eip155'],
    serves: (network) => chainIds.includes(network.chain_id),
    depositSenders: [config.treasury.toLowerCase()],
    buildUrl(order) {
      const signed: SandboxOrder = {
        id: order.orderId,
        address: order.address,
        chainId: `eip155:${order.network.chain_id}`,
        asset: order.asset,
        contract: order.network.contract_address,
        amount: order.purchaseAmount,
        fiatCurrency: order.fiatCurrency,
        paymentTotal: order.paymentTotal,
        paymentMethod: order.paymentMethod,
        partnerUserId: order.partnerUserId,
        redirectUrl: order.redirectUrl,
        expiresAt: order.expiresAt,
      }
      const url = new URL('/checkout', config.url)
      url.searchParams.set('order', signToken(config.secret, signed))
      return url.toString()
    },
  }
}
