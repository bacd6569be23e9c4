import type { ChainNamespace, Features, WalletFeature } from '@portico/common'
import { NAMESPACE_FEATURES } from '@portico/common'

/**
 * Namespaces each wallet feature works on (spec §9): send on eip155 and solana, receive there
 * and on Bitcoin, on-ramp where the providers are, swaps on EVM networks only.
 * @example
 * WALLET_FEATURE_NAMESPACES.receive.includes('solana') // true
 */
export const WALLET_FEATURE_NAMESPACES: Record<WalletFeature, readonly ChainNamespace[]> = {
  onramp: NAMESPACE_FEATURES.onramp,
  swaps: ['eip155'],
  // Receiving needs only the address: a Bitcoin wallet shows it too, though it cannot send here.
  receive: [...NAMESPACE_FEATURES.send, 'bip122'],
  send: NAMESPACE_FEATURES.send,
}

/**
 * The wallet features whose views the kit ships.
 * @example
 * BUILT_WALLET_FEATURES.includes('send') // true
 */
export const BUILT_WALLET_FEATURES: readonly WalletFeature[] = [
  'onramp',
  'swaps',
  'receive',
  'send',
]

/**
 * The Account view's feature buttons, in the app's order (default spec §1: onramp, swaps,
 * receive, send): each one enabled in `features`, supported on `namespace` and built; swaps
 * also only where the network offers them (`swapNetwork`, core's rule), Buy only where the
 * visitor's region may buy (`onrampRegion`: not spec §9's restricted time zones) and some
 * provider sells on the namespace (`onrampProviders`).
 * @example
 * walletFeatureList({ features, namespace: 'eip155', swapNetwork: true }) // ['swaps', 'receive', 'send']
 */
export function walletFeatureList({
  features,
  namespace,
  built = BUILT_WALLET_FEATURES,
  swapNetwork = false,
  onrampRegion = true,
  onrampProviders = true,
}: {
  features: Pick<Features, WalletFeature | 'walletFeaturesOrder'>
  namespace: ChainNamespace | undefined
  built?: readonly WalletFeature[]
  /** Whether the active network offers swaps. */
  swapNetwork?: boolean
  /** Whether the visitor's time zone may see Buy. */
  onrampRegion?: boolean
  /** Whether an on-ramp provider sells to wallets on `namespace`. */
  onrampProviders?: boolean
}): WalletFeature[] {
  if (!namespace) return []
  const seen = new Set<WalletFeature>()
  return features.walletFeaturesOrder.filter((feature) => {
    if (seen.has(feature)) return false
    seen.add(feature)
    return (
      features[feature] === true &&
      WALLET_FEATURE_NAMESPACES[feature].includes(namespace) &&
      built.includes(feature) &&
      (feature !== 'swaps' || swapNetwork) &&
      (feature !== 'onramp' || (onrampRegion && onrampProviders))
    )
  })
}
