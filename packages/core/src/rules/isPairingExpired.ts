import { PAIRING_EXPIRY_MARGIN_MS } from '@portico/common'

/**
 * Whether a WalletConnect pairing can no longer be reused (spec §5): no expiry known, or under
 * 10 s left.
 * @example
 * isPairingExpired(Date.now() + 9_000) // true
 * isPairingExpired(Date.now() + 60_000) // false
 */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  return expiry === undefined || expiry - now < PAIRING_EXPIRY_MARGIN_MS
}
