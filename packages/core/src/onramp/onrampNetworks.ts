import {
  type CaipNetworkId,
  COINBASE_ONRAMP_CHAINS,
  COINBASE_ONRAMP_FALLBACK_CHAIN,
  type OnrampNetwork,
  type OnrampPurchaseCurrency,
} from '@portico/common'
import type { OnrampProviderOption } from '../types/OnrampClient'

/**
 * The networks of `currency` a provider delivers on: those the gateway names for it, else
 * spec §9's Coinbase chains for coinbase (ethereum when none match), else all of them.
 * @example onrampNetworksFor(provider, eth).map((n) => n.name) // ['portico-devnet-a', 'portico-devnet-b']
 */
export function onrampNetworksFor(
  provider: OnrampProviderOption,
  currency: OnrampPurchaseCurrency,
): OnrampNetwork[] {
  if (provider.networks) {
    const named = provider.networks
    return currency.networks.filter((network) => named.includes(network.name))
  }
  if (provider.name !== 'coinbase') return currency.networks
  const known: readonly string[] = COINBASE_ONRAMP_CHAINS
  const served = currency.networks.filter((network) => known.includes(network.name))
  if (served.length > 0) return served
  return currency.networks.filter((network) => network.name === COINBASE_ONRAMP_FALLBACK_CHAIN)
}

/**
 * The network to preselect: the active chain's when offered, else ethereum (spec §9's
 * fallback), else the first.
 * @example defaultOnrampNetwork(networks, 'eip155:31337')?.name // 'portico-devnet-a'
 */
export function defaultOnrampNetwork(
  networks: readonly OnrampNetwork[],
  active: CaipNetworkId | undefined,
): OnrampNetwork | undefined {
  const reference = active?.split(':')[1]
  return (
    networks.find((network) => network.chain_id === reference) ??
    networks.find((network) => network.name === COINBASE_ONRAMP_FALLBACK_CHAIN) ??
    networks[0]
  )
}
