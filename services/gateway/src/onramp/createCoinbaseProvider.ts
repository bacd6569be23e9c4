import { COINBASE_ONRAMP_CHAINS, COINBASE_ONRAMP_FALLBACK_CHAIN } from '@portico/common'
import { checkoutUrl } from './checkoutUrl'
import type { OnrampProvider } from './OnrampProvider'
import { type ProviderListing, providerListing } from './providerListing'

const PAYMENT_METHODS: Record<string, string> = {
  card: 'CARD',
  ach_bank_account: 'ACH_BANK_ACCOUNT',
}

/**
 * Coinbase network name of an options network: itself when Coinbase knows it, else spec §9's
 * fallback (ethereum).
 * @example coinbaseNetworkOf('base') // 'base'; coinbaseNetworkOf('portico-devnet-a') // 'ethereum'
 */
export function coinbaseNetworkOf(name: string): string {
  return (COINBASE_ONRAMP_CHAINS as readonly string[]).includes(name)
    ? name
    : COINBASE_ONRAMP_FALLBACK_CHAIN
}

/**
 * The Coinbase Onramp plugin: a one-click-buy URL of Coinbase's hosted checkout with the
 * documented query parameters (appId, addresses, assets, defaultNetwork, defaultAsset,
 * presetFiatAmount, fiatCurrency, defaultPaymentMethod, partnerUserId, defaultExperience,
 * redirectUrl). It serves spec §9's Coinbase chains; other networks fall back to ethereum.
 * @example
 * createCoinbaseProvider({ kind: 'coinbase', name: 'coinbase', label: 'Coinbase', appId, url, feePercent: 1.5, networkFee: 0 }).buildUrl(order)
 */
export function createCoinbaseProvider(
  config: ProviderListing & { appId: string; url: string },
): OnrampProvider {
  return {
    ...providerListing(config),
    namespaces: ['eip155'],
    serves: (network) => (COINBASE_ONRAMP_CHAINS as readonly string[]).includes(network.name),
    depositSenders: [],
    buildUrl(order) {
      const network = coinbaseNetworkOf(order.network.name)
      return checkoutUrl(config.url, {
        appId: config.appId,
        addresses: JSON.stringify({ [order.address]: [network] }),
        assets: JSON.stringify([order.asset]),
        defaultNetwork: network,
        defaultAsset: order.asset,
        presetFiatAmount: order.paymentTotal,
        fiatCurrency: order.fiatCurrency,
        defaultPaymentMethod: PAYMENT_METHODS[order.paymentMethod],
        partnerUserId: order.partnerUserId,
        defaultExperience: 'buy',
        redirectUrl: order.redirectUrl,
      })
    },
  }
}
