import { checkoutUrl } from './checkoutUrl'
import type { OnrampProvider } from './OnrampProvider'
import { type ProviderListing, providerListing } from './providerListing'

// Networks on which Meld names a coin by its bare symbol; elsewhere SYMBOL_NETWORK.
const HOME_NETWORKS = new Set(['ethereum', 'solana'])
const PAYMENT_METHODS: Record<string, string> = {
  card: 'CREDIT_DEBIT_CARD',
  ach_bank_account: 'ACH',
}

/**
 * Meld's currency code of a coin on a network: 'ETH' on Ethereum, 'USDC_POLYGON' elsewhere.
 * @example meldCurrencyCode('USDC', 'polygon') // 'USDC_POLYGON'
 */
export function meldCurrencyCode(symbol: string, network: string): string {
  const code = symbol.toUpperCase()
  return HOME_NETWORKS.has(network) ? code : `${code}_${network.toUpperCase().replace(/-/g, '')}`
}

/**
 * The Meld plugin: a URL of Meld's hosted widget with its documented query parameters
 * (publicKey, destinationCurrencyCode, walletAddress, sourceAmount, sourceCurrencyCode,
 * paymentMethodType, externalCustomerId, redirectUrl). EVM and Solana (spec §9).
 * @example
 * createMeldProvider({ name: 'meld', label: 'Meld', publicKey, url, feePercent: 2, networkFee: 0 }).buildUrl(order)
 */
export function createMeldProvider(
  config: ProviderListing & { publicKey: string; url: string },
): OnrampProvider {
  return {
    ...providerListing(config),
    namespaces: ['eip155', 'solana'],
    serves: () => true,
    depositSenders: [],
    buildUrl(order) {
      return checkoutUrl(config.url, {
        publicKey: config.publicKey,
        destinationCurrencyCode: meldCurrencyCode(order.asset, order.network.name),
        walletAddress: order.address,
        sourceAmount: order.paymentTotal,
        sourceCurrencyCode: order.fiatCurrency,
        paymentMethodType: PAYMENT_METHODS[order.paymentMethod],
        externalCustomerId: order.partnerUserId,
        redirectUrl: order.redirectUrl,
      })
    },
  }
}
