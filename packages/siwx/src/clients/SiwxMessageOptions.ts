import type { PorticoLogger } from '@portico/core'

/**
 * How the clients write their messages. `domain` and `uri` default to the page's
 * `location.host` and `location.origin`; outside a browser pass them.
 * @example
 * const options: SiwxMessageOptions = { statement: 'Sign in to Example', expirationMs: 86_400_000 }
 */
export type SiwxMessageOptions = {
  domain?: string
  uri?: string
  /** Put `scheme://` before the domain (EIP-4361 allows it; most sites leave it out). */
  scheme?: string
  statement?: string
  resources?: string[]
  /**
   * Lifetime of a signed message (its Expiration Time), which also ends the session it opens.
   * Omitted: 24 h for {@link createLocalSiwx} and {@link createGatewaySiwx}; no expiration line
   * for {@link siwxFromSiweConfig}.
   */
  expirationMs?: number
  /** When SIWX is required, declining to sign disconnects (spec §4). Default false. */
  required?: boolean
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean
  /** Clock, epoch milliseconds. Default `Date.now`. */
  now?: () => number
  /** Where storage failures are reported; they never throw (spec §3). Default `console`. */
  logger?: PorticoLogger
}
