import type { OnrampProvider } from './OnrampProvider'

/**
 * What every provider's configuration names of it and the quotes show: name, label and fees.
 * @example const listing: ProviderListing = { name: 'meld', label: 'Meld', feePercent: 2, networkFee: 0 }
 */
export type ProviderListing = Pick<OnrampProvider, 'name' | 'label' | 'feePercent' | 'networkFee'>

/**
 * The {@link ProviderListing} of a provider's configuration, without its other settings (keys,
 * secrets), which stay out of the provider the routes see.
 * @example return { ...providerListing(config), namespaces: ['eip155'], serves, depositSenders: [], buildUrl }
 */
export function providerListing(config: ProviderListing): ProviderListing {
  return {
    name: config.name,
    label: config.label,
    feePercent: config.feePercent,
    networkFee: config.networkFee,
  }
}
