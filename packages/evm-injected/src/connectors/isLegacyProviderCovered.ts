import type { AnnouncedProvider } from '../discovery/announcedProvider'

function providersOf(legacy: object): readonly unknown[] {
  // Several extensions sharing window.ethereum expose their providers in a `providers` list.
  if ('providers' in legacy && Array.isArray(legacy.providers) && legacy.providers.length > 0) {
    return legacy.providers
  }
  return [legacy]
}

/**
 * Tells whether the legacy `window.ethereum` provider is already reachable through an
 * EIP-6963 announcement, in which case a separate 'Browser Wallet' entry would be a duplicate.
 * @example
 * if (!isLegacyProviderCovered(window.ethereum, announced)) showBrowserWallet()
 */
export function isLegacyProviderCovered(
  legacy: unknown,
  announced: readonly AnnouncedProvider[],
): boolean {
  if (typeof legacy !== 'object' || legacy === null) return true
  return providersOf(legacy).every((p) => announced.some((a) => a.provider === p))
}
