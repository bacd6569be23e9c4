import type {
  AccountType,
  AlertKey,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '@portico/common'
import type { AdapterContext } from './AdapterContext'
import type { ChainAdapter } from './ChainAdapter'
import type { PorticoMetadata } from './PorticoMetadata'

/**
 * Where the ApproveTransaction view wants the frame shown, in viewport pixels.
 * @example const rect: FrameRect = element.getBoundingClientRect()
 */
export type FrameRect = { top: number; left: number; width: number; height: number }

/**
 * The embedded wallet as core and the views use it (spec §4 embedded wallet): the email login
 * steps, the email update, the frame shown in place for approvals, and `wrap`, which makes the
 * chain adapter that serves its AUTH connector. Made by `@portico/embedded-wallet`.
 * @example
 * const wallet = await portico.loadEmbeddedWallet()
 * const { action } = await wallet.connectEmail('ada@example.com')
 */
export type EmbeddedWallet = {
  /** Id of the AUTH connector (`EMBEDDED_WALLET_CONNECTOR_ID`). */
  readonly connectorId: string
  /** Send a login email; 'VERIFY_OTP' asks for the code, 'VERIFY_DEVICE' for a new device's approval. Throws EmailCooldownError within 30 s of the last one. */
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Wait until the visitor approved this device from the email. */
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  /**
   * Sign-in with the passkey that protects the wallet (`features.passkeys`): the frame, shown in
   * place, asks for the passkey (and on a new device for it again, to open the key); no request
   * timeout. Then `connect` the AUTH connector.
   */
  connectPasskey(): Promise<void>
  /** Sign In With Farcaster: opens a sign-in on the frame's service and answers its connect link (for a QR code); the spec's request timeout applies. */
  getFarcasterUrl(): Promise<string>
  /**
   * Waits until a Farcaster wallet has signed the link's message, then signs in with it; no
   * request timeout (the visitor scans and signs on a phone): the frame gives up when the link
   * expires, `signal` stops waiting sooner. Then `connect` the AUTH connector.
   */
  connectFarcaster(signal?: AbortSignal): Promise<void>
  /**
   * Social login (spec §1): sends `popup` — a window the page opened in the visitor's click, so
   * no pop-up blocker stops it — to the provider's sign-in page, waits for the answer it hands
   * back from the frame's origin, and signs in with it. Then `connect` the AUTH connector.
   * `onStep` hears `signingIn` once the pop-up is sent to the provider and `connecting` once the
   * provider answered, so the page can say what it waits for.
   */
  connectSocial(
    provider: SocialProvider,
    popup: Window,
    onStep?: (step: 'signingIn' | 'connecting') => void,
  ): Promise<void>
  /** The email of the login in progress (or the connected one), when known. */
  getEmail(): string | undefined
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  /** Resolves the saved new email. */
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>
  /** Give the frame the modal's theme ('system' follows the browser's colour scheme). */
  syncTheme(themeMode: ThemeMode, themeVariables: ThemeVariables): void
  /** The eip155 chain ids where the visitor's account may be a smart account (the service's list). */
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>
  /**
   * Make the smart account or the EOA the connected account (spec §6 preferred account type);
   * the new address, both accounts and the user reach the account state.
   */
  setPreferredAccount(type: AccountType): Promise<void>
  /**
   * Show the frame over `rect` for its approval screen or form; hide it with undefined. `owner`
   * (any object, the same for one view's calls) names who placed it: a hide by an owner that is
   * no longer the latest to show it is ignored, so a view leaving late (the modal closing after
   * one request while the next one's view has already placed the frame) cannot hide the frame
   * from under the view that now shows it.
   */
  showFrame(rect: FrameRect | undefined, owner?: object): void
  /**
   * Protect the wallet's recovery with a password only the visitor knows, typed into the
   * frame's own form (show the frame first): resolves once protected, and the account state's
   * user then says `recoveryProtected: true`. No request timeout (a person types); Cancel
   * rejects with 'User rejected the request.'.
   */
  protectRecovery(): Promise<void>
  /**
   * On a new device of a protected account, after a login that answered 'This wallet is
   * protected by a recovery password: enter it to use this device': the frame's form asks for
   * the password until it opens the key. Then `connect` the AUTH connector (a connected
   * account is refreshed in place). No request timeout; Cancel rejects as above.
   */
  unlockKey(): Promise<void>
  /**
   * Show the wallet's private key inside the frame's own export view (show the frame first):
   * a warning, then "Show key", then Done. Only after a login of the last 5 minutes (else
   * 'For your safety, sign in again to export your key'); the page never sees the key. No
   * request timeout; Cancel rejects with 'User rejected the request.'.
   */
  exportKey(): Promise<void>
  /**
   * Remove this device from the account: its key share and sessions go, and the AUTH
   * connector's connection ends in every namespace as after a sign-out. Refused with 'This is
   * the only device your wallet can be recovered from. Open the wallet on another device first'
   * while no other device could recover the wallet.
   */
  removeDevice(): Promise<void>
  /**
   * End every session of the account, on every device, this one too: the AUTH connector's
   * connection ends in every namespace as after a sign-out.
   */
  signOutEverywhere(): Promise<void>
  /**
   * The adapter of `inner`'s namespace with the AUTH connector added; the wallet's own events
   * (chain changed, signed out elsewhere) go to `context`.
   */
  wrap(inner: ChainAdapter, context: AdapterContext): ChainAdapter
}

/**
 * What core gives the embedded wallet when it makes it.
 * @example
 * createEmbeddedWallet({ frameUrl: 'http://127.0.0.1:8789', chainId: 31337, showAlert, sdkType: 'portico', sdkVersion: '0.1.0' })
 */
export type EmbeddedWalletSetup = {
  frameUrl: string
  projectId?: string | undefined
  /** Chain the frame starts on. */
  chainId: number | string
  metadata?: PorticoMetadata | undefined
  /** The app's features the frame enforces: smart sessions (`features.smartSessions`). */
  features?: { smartSessions: boolean } | undefined
  sdkType: string
  sdkVersion: string
  /** Show a spec §8 alert. */
  showAlert(key: AlertKey): void
  /** Epoch milliseconds; default Date.now. */
  now?: () => number
  /** The document the frame goes into; default the global one. */
  document?: Document
}

/**
 * The module `options.embeddedWallet` loads: `@portico/embedded-wallet`.
 * @example
 * createPortico({ networks, adapters, embeddedWallet: () => import('@portico/embedded-wallet') })
 */
export type EmbeddedWalletModule = {
  createEmbeddedWallet(setup: EmbeddedWalletSetup): EmbeddedWallet
}
