import type { ConnectMethod, ConnectorGroup, WalletFeature } from './Connector'
import type { SocialProvider } from './SocialProvider'

/**
 * Feature flags of the kit (spec §1). `socials: false` disables social login.
 * @example
 * const f: Partial<Features> = { swaps: false, socials: ['github'] }
 */
export type Features = {
  email: boolean
  emailShowWallets: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  send: boolean
  receive: boolean
  onramp: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  /**
   * 'Continue with a passkey' in Connect: sign-in to the embedded wallet with the passkey that
   * protects it (the wallet frame must be served on a domain name). Off by default.
   */
  passkeys: boolean
  collapseWallets: boolean
  pay: boolean
  connectMethodsOrder: readonly ConnectMethod[]
  connectorTypeOrder: readonly ConnectorGroup[]
  walletFeaturesOrder: readonly WalletFeature[]
}
