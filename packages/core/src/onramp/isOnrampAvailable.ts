import { type CaipNetwork, NAMESPACE_FEATURES, ONRAMP_RESTRICTED_TIMEZONES } from '@portico/common'

/**
 * Whether the Buy views are offered: the network's namespace takes on-ramps (eip155, solana;
 * spec §9) and the visitor's time zone is not one of the restricted ones (mainland China).
 * @example isOnrampAvailable(devnetA, 'Europe/Paris') // true
 */
export function isOnrampAvailable(
  caipNetwork: Pick<CaipNetwork, 'chainNamespace'> | undefined,
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  if (!caipNetwork) return false
  const namespaces: readonly string[] = NAMESPACE_FEATURES.onramp
  const restricted: readonly string[] = ONRAMP_RESTRICTED_TIMEZONES
  return namespaces.includes(caipNetwork.chainNamespace) && !restricted.includes(timeZone ?? '')
}
