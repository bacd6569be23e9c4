import { type SiweConfig, type SiwxConfig, siweConfigSiwx } from '@portico/core'
import { SiwxVerificationError } from '@portico/siwx-server/verify'
import { createSiwxMessage } from './createSiwxMessage'
import { pageLocation } from './pageLocation'
import type { SiwxMessageOptions } from './SiwxMessageOptions'

/**
 * Options of {@link siwxFromSiweConfig}: the message fields the legacy config does not choose
 * (domain, URI, statement, lifetime…) and whether sign-in is required (default false).
 * @example
 * const options: SiweAdapterOptions = { statement: 'Sign in to Example', required: true }
 */
export type SiweAdapterOptions = Omit<SiwxMessageOptions, 'signOutOnDisconnect'>

/**
 * Turn a legacy EIP-4361 `siweConfig` into the `siwx` option with the message fields of
 * `options` (statement, lifetime, resources…), each checked as EIP-4361 asks. Passing
 * `siweConfig` alone to `createPortico` works too (core's `siweConfigSiwx`, with the page's
 * domain and origin); this adds the fields and their checks. Passing both throws. The nonce
 * comes from `getNonce`, the text from `createMessage`, `verifyMessage` accepts or refuses a
 * signature (false → 'Invalid signature'), `getSession` tells whether an account is signed in,
 * `signOut` revokes; `onSignIn` / `onSignOut` are called as before. Only eip155 networks are
 * signed in. A session restored on a later visit comes from `getSession()` alone, so its
 * `message` and `signature` are empty.
 * @example
 * createPortico({ networks, siwx: siwxFromSiweConfig(siweConfig, { statement: 'Sign in' }) })
 */
export function siwxFromSiweConfig(
  siwe: SiweConfig,
  options: SiweAdapterOptions = {},
): SiwxConfig & { getRequired(): boolean; signOutOnDisconnect: boolean } {
  return siweConfigSiwx(siwe, {
    createData: (input) => createSiwxMessage(input, options).data,
    page: () => {
      const page = pageLocation()
      return { domain: options.domain ?? page?.host ?? '', uri: options.uri ?? page?.origin ?? '' }
    },
    invalidSignature: () => new SiwxVerificationError('invalid-signature'),
    ...(options.required !== undefined && { required: options.required }),
  })
}
