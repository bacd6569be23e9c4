import { ONRAMP_RESTRICTED_TIMEZONES } from '@portico/common'

/**
 * Whether the visitor's time zone may see Buy: not one of spec §9's restricted (mainland China).
 * @example isOnrampRegion('Asia/Shanghai') // false
 */
export function isOnrampRegion(
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  return !(ONRAMP_RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone ?? '')
}
