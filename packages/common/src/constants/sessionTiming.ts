import { SECOND_MS } from './timing'

// How long a pairing lives and how often an email login may be asked for.

/**
 * Lifetime of a WalletConnect pairing uri (spec §9).
 * @example const expiry = now + PAIRING_LIFETIME_MS
 */
export const PAIRING_LIFETIME_MS = 4 * 60 * SECOND_MS

/**
 * A pairing counts as expired when less than this remains (spec §5).
 * @example expiry - now < PAIRING_EXPIRY_MARGIN_MS
 */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND_MS

/**
 * Minimum time between two email logins (spec §5).
 * @example now - lastEmailLogin < EMAIL_LOGIN_COOLDOWN_MS
 */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND_MS
