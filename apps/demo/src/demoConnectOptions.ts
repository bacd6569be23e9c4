import type { ConnectMethod } from '@portico/common'
import type { PorticoOptions } from '@portico/core'

const METHODS: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/**
 * The Connect view settings the demo takes from its URL, to try each one: `emailShowWallets=0`,
 * `collapseWallets=1`, `legalCheckbox=1` (with the demo's own terms and privacy pages),
 * `connectMethodsOrder=wallet,social,email`, `analytics=0` (no analytics events) and `passkeys=1`
 * (Continue with a passkey, for a wallet protected by one). Without
 * them the defaults of spec §1 apply.
 * @example
 * demoConnectOptions(new URL('http://127.0.0.1:5173/?legalCheckbox=1'))
 * // { features: { legalCheckbox: true }, termsConditionsUrl: …, privacyPolicyUrl: … }
 */
export function demoConnectOptions(url: URL): Pick<
  PorticoOptions,
  'termsConditionsUrl' | 'privacyPolicyUrl'
> & {
  features: NonNullable<PorticoOptions['features']>
} {
  const query = url.searchParams
  const order = query
    .get('connectMethodsOrder')
    ?.split(',')
    .filter((m): m is ConnectMethod => (METHODS as readonly string[]).includes(m))
  const legal = query.get('legalCheckbox') === '1'
  return {
    features: {
      ...(query.get('emailShowWallets') === '0' && { emailShowWallets: false }),
      ...(query.get('collapseWallets') === '1' && { collapseWallets: true }),
      ...(legal && { legalCheckbox: true }),
      ...(order?.length && { connectMethodsOrder: order }),
      ...(query.get('analytics') === '0' && { analytics: false }),
      ...(query.get('passkeys') === '1' && { passkeys: true }),
    },
    ...(legal && {
      termsConditionsUrl: `${url.origin}/#terms`,
      privacyPolicyUrl: `${url.origin}/#privacy`,
    }),
  }
}
