import type { Features } from '../types/Features'
import type { SocialProvider } from '../types/SocialProvider'

/**
 * Social logins enabled when the app does not choose (spec §1), in display order.
 * @example
 * DEFAULT_SOCIALS[0] // 'google'
 */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const satisfies readonly SocialProvider[]

/**
 * Social logins that use an OAuth redirect; farcaster signs in through its own QR flow (spec §5).
 * @example
 * OAUTH_SOCIAL_PROVIDERS.includes('farcaster') // false
 */
export const OAUTH_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialProvider[]

/**
 * Order of the Connect view's sections.
 * @example
 * CONNECT_METHOD_ORDER // ['email', 'social', 'wallet']
 */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const

/**
 * Order of the wallet list groups in the Connect view.
 * @example
 * CONNECTOR_TYPE_ORDER[0] // 'walletConnect'
 */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/**
 * Order of the wallet feature buttons in the Account view.
 * @example
 * WALLET_FEATURE_ORDER // ['onramp', 'swaps', 'receive', 'send']
 */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/**
 * Feature flags used when the app sets none (spec §1).
 * @example
 * const features = { ...DEFAULT_FEATURES, ...options.features }
 */
export const DEFAULT_FEATURES = {
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  send: true,
  receive: true,
  onramp: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  passkeys: false,
  collapseWallets: false,
  pay: false,
  connectMethodsOrder: CONNECT_METHOD_ORDER,
  connectorTypeOrder: CONNECTOR_TYPE_ORDER,
  walletFeaturesOrder: WALLET_FEATURE_ORDER,
} as const satisfies Features
