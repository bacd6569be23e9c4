import { BaseError, type BaseErrorParameters } from '@portico/common'

/** The sentence of each verification failure, also the SIWX routes' catalogue messages. */
export const SIWX_FAILURE_MESSAGES = {
  'invalid-signature': 'Invalid signature',
  'smart-account-unverifiable': 'This application might not support Smart Accounts',
  'domain-mismatch': 'Sign-in message is for another domain',
  'scheme-mismatch': 'Sign-in message is for another scheme',
  'uri-mismatch': 'Sign-in message is for another URI',
  'chain-mismatch': 'Sign-in message is for another network',
  'nonce-mismatch': 'Sign-in nonce is invalid, expired or already used',
  expired: 'Sign-in message has expired',
  'not-yet-valid': 'Sign-in message is not valid yet',
  'issued-in-future': 'Sign-in message was issued in the future',
  'unsupported-namespace': 'Sign-in is not supported on this network',
} as const

/**
 * Why a signed sign-in message was rejected.
 * @example
 * const reason: SiwxVerificationFailure = 'expired'
 */
export type SiwxVerificationFailure = keyof typeof SIWX_FAILURE_MESSAGES

/**
 * A signed sign-in message failed verification; `reason` says which check failed.
 * @example
 * try { await verifySiwxMessage(args) } catch (e) {
 *   if (e instanceof SiwxVerificationError && e.reason === 'expired') askAgain()
 * }
 */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  override readonly code = 'SIWX_VERIFICATION'
  readonly reason: SiwxVerificationFailure
  constructor(reason: SiwxVerificationFailure, args: BaseErrorParameters = {}) {
    super(SIWX_FAILURE_MESSAGES[reason], { docsPath: '/siwx#verification', ...args })
    this.reason = reason
  }
}
