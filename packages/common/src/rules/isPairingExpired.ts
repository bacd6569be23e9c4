import { PAIRING_EXPIRY_MARGIN_MS } from '../constants/sessionTiming'

/**
 * Whether a WalletConnect pairing uri must be replaced (spec §5): no expiry known, or under 10 s
 * left at `now`. Both values are epoch milliseconds.
 * @example
 * isPairingExpired(Date.now() + 5_000, Date.now()) // true
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now < PAIRING_EXPIRY_MARGIN_MS
}
