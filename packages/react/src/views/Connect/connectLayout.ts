import type { ConnectMethod, Features, SocialProvider } from '@portico/common'

/**
 * What the Connect view shows: the connect methods in order, whether the wallets wait behind one
 * 'Continue with a wallet' button, and whether the recommended wallets fold into one row of
 * tiles.
 * @example
 * const layout: ConnectLayout = { methods: ['email', 'wallet'], socials: [], walletsCollapsed: false, recommendedAsTiles: true }
 */
export type ConnectLayout = {
  methods: ConnectMethod[]
  socials: readonly SocialProvider[]
  walletsCollapsed: boolean
  recommendedAsTiles: boolean
}

/**
 * The Connect view's layout from the features (spec §1): `connectMethodsOrder` with the methods
 * that cannot show left out (email and socials need the embedded wallet); the wallets collapse
 * behind one button when `emailShowWallets` is off and the email field shows, or when
 * `collapseWallets` is on and email or a social login shows — never when wallets are all there
 * is to pick. When email or a social login leads, the recommended wallets fold into one row of
 * tiles under the other wallets, so the view fits a laptop's screen without scrolling.
 * @example
 * connectLayout(DEFAULT_FEATURES, true) // { methods: ['email', 'social', 'wallet'], … }
 */
export function connectLayout(
  features: Pick<
    Features,
    'email' | 'socials' | 'emailShowWallets' | 'collapseWallets' | 'connectMethodsOrder'
  >,
  embedded: boolean,
): ConnectLayout {
  const email = embedded && features.email
  const socials = embedded && features.socials ? features.socials : []
  const methods = features.connectMethodsOrder.filter(
    (method) =>
      method === 'wallet' ||
      (method === 'email' && email) ||
      (method === 'social' && socials.length > 0),
  )
  const otherMethods = methods.some((method) => method !== 'wallet')
  const walletsCollapsed =
    (email && !features.emailShowWallets) || (otherMethods && features.collapseWallets)
  const recommendedAsTiles = methods[0] !== undefined && methods[0] !== 'wallet'
  return { methods: [...new Set(methods)], socials, walletsCollapsed, recommendedAsTiles }
}
