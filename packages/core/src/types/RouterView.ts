import type { CaipNetworkId, SocialProvider, WalletCatalogueEntry } from '@portico/common'
import type { Connector } from './Connector'
import type { SwapData } from './SwapState'

/**
 * One entry of the modal's view history: a discriminated union keyed by view name, each
 * carrying the data it needs. The names of spec §2 come first; the rest are the views of
 * the wallet features (send, receive, on-ramp, networks, email/social login, pay) and the help
 * for newcomers (WhatIsAWallet). History is the Account view's Activity tab (spec §2), and a
 * network switch happens from the Networks list (its row shows the wait): neither has a view.
 * @example
 * portico.push({ view: 'ConnectingExternal', connector })
 */
export type RouterView =
  | { view: 'Connect' }
  /** `sent`: an ERC-20 or Solana send just returned here (spec §2); the view shows its result. */
  | { view: 'Account'; sent?: SentTransaction }
  | { view: 'AllWallets' }
  | { view: 'ConnectingWalletConnectBasic' }
  | { view: 'ConnectingWalletConnect'; wallet: WalletCatalogueEntry }
  | { view: 'ConnectingExternal'; connector: Connector; wallet?: WalletCatalogueEntry }
  | { view: 'ConnectingSiwe' }
  | { view: 'ConnectingFarcaster' }
  | { view: 'UnsupportedChain' }
  /** `signature`: the visitor approves signing a message or typed data, not a transaction. */
  | { view: 'ApproveTransaction'; kind?: 'transaction' | 'signature' }
  | { view: 'SIWXSignMessage' }
  | { view: 'RegisterAccountName' }
  | { view: 'RegisterAccountNameSuccess'; name: string }
  | { view: 'Swap'; swap?: SwapData }
  | { view: 'SwapSelectToken'; target: 'from' | 'to' }
  | { view: 'SwapPreview' }
  /**
   * `step`, while no `error`: `opening` until the pop-up is on its way to the provider,
   * `signingIn` while the visitor signs in there, `connecting` once the provider answered.
   */
  | {
      view: 'ConnectingSocial'
      provider: SocialProvider
      error?: string
      step?: 'opening' | 'signingIn' | 'connecting'
    }
  | { view: 'ConnectSocials' }
  | { view: 'EmailVerifyOtp'; email: string }
  | { view: 'EmailVerifyDevice'; email: string }
  | { view: 'UpdateEmail'; email: string }
  | { view: 'UpdateEmailPrimaryOtp'; email: string; newEmail: string }
  | { view: 'UpdateEmailSecondaryOtp'; email: string; newEmail: string }
  /**
   * The embedded wallet's own recovery form, shown in place: `protect` sets a recovery password
   * for a connected account, `unlock` opens the key on a new device of a protected account,
   * `create` protects a new account (or an older unprotected one) after its first login before
   * it connects, `signIn` signs in with a passkey.
   */
  | { view: 'EmbeddedWalletRecovery'; mode: 'protect' | 'unlock' | 'create' | 'signIn' }
  /**
   * The embedded wallet's security controls: protect recovery, export the key, remove this
   * device, sign out everywhere.
   */
  | { view: 'EmbeddedWalletSecurity' }
  /** The embedded wallet's own private-key export view, shown in place (the page never sees the key). */
  | { view: 'EmbeddedWalletExport' }
  | { view: 'Networks' }
  | { view: 'WalletSend' }
  | { view: 'WalletSendSelectToken' }
  | { view: 'WalletSendPreview'; sent?: SentTransaction }
  | { view: 'WalletReceive' }
  | { view: 'OnRampProviders' }
  | { view: 'OnRampBuy'; provider: string }
  | {
      view: 'OnRampWaiting'
      /** What was bought, where, and the deposits already there before the checkout opened. */
      purchase: {
        provider: string
        providerLabel: string
        amount: string
        symbol: string
        chainId: CaipNetworkId
        address: string
        known: readonly string[]
        checkoutUrl: string
        /** The checkout window, to notice when the visitor closes it. */
        checkout?: { readonly closed: boolean } | undefined
      }
    }
  | { view: 'WhatIsAWallet' }
  /** Pay (features.pay): what is asked and the ways to pay; the payment is in the pay client's store. */
  | { view: 'Pay' }
  /** Pay: following the payment on an exchange's hosted page. */
  | { view: 'PayExchange' }
  /** Pay: the EIP-681 / Solana Pay QR code and link, followed until paid. */
  | { view: 'PayQr' }
  /** Pay: how the payment ended (the pay store's `payResult` or `error`). */
  | { view: 'PayResult' }

/**
 * A send that went out, as the preview view shows it afterwards.
 * @example
 * const sent: SentTransaction = { hash: '0xab…', amount: '0.25', symbol: 'ETH', to: '0x70…' }
 */
export type SentTransaction = { hash: string; amount: string; symbol: string; to: string }

/**
 * Name of a modal view.
 * @example
 * const name: ViewName = 'Account'
 */
export type ViewName = RouterView['view']

/**
 * The history entry type of one view name.
 * @example
 * const entry: ViewOf<'ConnectingExternal'> = { view: 'ConnectingExternal', connector }
 */
export type ViewOf<N extends ViewName> = Extract<RouterView, { view: N }>

/**
 * What to do when a pending transaction flow ends (pushed by send, swap, approve flows).
 * Callbacks run after the entry is popped; 'error' and 'cancel' also go back one view.
 * @example
 * const entry: TransactionStackEntry = { onSuccess: () => portico.replace({ view: 'Account' }) }
 */
export type TransactionStackEntry = {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

/**
 * How a transaction flow ended.
 * @example
 * portico.finishTransaction('success')
 */
export type TransactionOutcome = 'success' | 'error' | 'cancel'
