import type { ChainNamespace } from '@portico/common'
import type { OnrampOptions, OnrampProviderOption } from '../types/OnrampClient'
import { onrampNetworksFor } from './onrampNetworks'

/**
 * The providers that can sell to a wallet on `namespace`: those that support the namespace and
 * deliver at least one purchase currency somewhere. None means Buy cannot work here, and the
 * kit does not offer it (a Buy button that opens "No provider" is a dead end).
 * @example
 * onrampProvidersFor(options, 'solana') // [] with the dev stack's sandbox (EVM devnets only)
 */
export function onrampProvidersFor(
  options: OnrampOptions,
  namespace: ChainNamespace | undefined,
): OnrampProviderOption[] {
  if (!namespace) return []
  return options.providers.filter(
    (provider) =>
      provider.supportedChains.includes(namespace) &&
      options.purchaseCurrencies.some(
        (currency) => onrampNetworksFor(provider, currency).length > 0,
      ),
  )
}
