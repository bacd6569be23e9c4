import { loadSIWXSignMessageView } from '../views/SIWXSignMessage/loadSIWXSignMessageView'
import { lazyView } from './lazyView'

// Each feature view is its own chunk, fetched the first time the view opens, with the English
// message areas its code reads beyond the modal's own (checked by lazyViewAreas.test.ts).

/**
 * The connected account's view: its own chunk, so a visitor who opens the modal to connect does
 * not fetch it; fetched once a connection starts (usePrefetchAccountView).
 * @example <LazyAccountView />
 */
export const LazyAccountView = lazyView(
  async () => ({
    default: (await import('../views/Account/AccountView')).AccountView,
  }),
  // 'send': an ERC-20 or Solana send's result shows on Account (SentPanel).
  ['account', 'send'],
)

/** @example <LazyConnectingWalletConnectView view="ConnectingWalletConnect" wallet={wallet} /> */
export const LazyConnectingWalletConnectView = lazyView(
  () => import('../views/ConnectingWalletConnect/ConnectingWalletConnectView'),
)
/** @example <LazyConnectingWalletConnectBasicView /> */
export const LazyConnectingWalletConnectBasicView = lazyView(
  () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
)
/** Only apps with `siwx` ever reach it. @example <LazySIWXSignMessageView /> */
export const LazySIWXSignMessageView = lazyView(loadSIWXSignMessageView, ['siwx'])
/** Embedded wallet views: only apps with `embeddedWallet` reach them. @example <LazyEmailVerifyOtpView email="ada@example.com" /> */
export const LazyEmailVerifyOtpView = lazyView(
  () => import('../views/embedded/EmailVerifyOtp/EmailVerifyOtpView'),
  ['embedded'],
)
/** @example <LazyEmailVerifyDeviceView email="ada@example.com" /> */
export const LazyEmailVerifyDeviceView = lazyView(
  () => import('../views/embedded/EmailVerifyDevice/EmailVerifyDeviceView'),
  ['embedded'],
)
/** @example <LazyConnectingSocialView provider="github" /> */
export const LazyConnectingSocialView = lazyView(
  () => import('../views/embedded/ConnectingSocial/ConnectingSocialView'),
)
/** Every social login, from Connect's 'More'. @example <LazyConnectSocialsView /> */
export const LazyConnectSocialsView = lazyView(
  () => import('../views/ConnectSocials/ConnectSocialsView'),
)
/** Sign In With Farcaster. @example <LazyConnectingFarcasterView /> */
export const LazyConnectingFarcasterView = lazyView(
  () => import('../views/embedded/ConnectingFarcaster/ConnectingFarcasterView'),
)
/** @example <LazyApproveTransactionView /> */
export const LazyApproveTransactionView = lazyView(
  () => import('../views/embedded/ApproveTransaction/ApproveTransactionView'),
  ['embedded'],
)
/** The recovery password, asked in the frame's own form. @example <LazyEmbeddedWalletRecoveryView mode="protect" /> */
export const LazyEmbeddedWalletRecoveryView = lazyView(
  () => import('../views/embedded/EmbeddedWalletRecovery/EmbeddedWalletRecoveryView'),
  ['embedded'],
)
/** The embedded wallet's security controls. @example <LazyEmbeddedWalletSecurityView /> */
export const LazyEmbeddedWalletSecurityView = lazyView(
  () => import('../views/embedded/EmbeddedWalletSecurity/EmbeddedWalletSecurityView'),
  ['account', 'embedded'],
)
/** The private-key export, shown in the frame's own view. @example <LazyEmbeddedWalletExportView /> */
export const LazyEmbeddedWalletExportView = lazyView(
  () => import('../views/embedded/EmbeddedWalletExport/EmbeddedWalletExportView'),
  ['embedded'],
)
/** @example <LazyUpdateEmailView email="ada@example.com" /> */
export const LazyUpdateEmailView = lazyView(
  () => import('../views/embedded/UpdateEmail/UpdateEmailView'),
  ['embedded'],
)
/** @example <LazyUpdateEmailPrimaryOtpView email="ada@example.com" newEmail="ada@new.example" /> */
export const LazyUpdateEmailPrimaryOtpView = lazyView(
  () => import('../views/embedded/UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtpView'),
  ['embedded'],
)
/** @example <LazyUpdateEmailSecondaryOtpView email="ada@example.com" newEmail="ada@new.example" /> */
export const LazyUpdateEmailSecondaryOtpView = lazyView(
  () => import('../views/embedded/UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtpView'),
  ['embedded'],
)
/** @example <LazyWalletReceiveView /> */
export const LazyWalletReceiveView = lazyView(
  () => import('../views/WalletReceive/WalletReceiveView'),
  ['send'],
)
/** @example <LazyWalletSendView /> */
export const LazyWalletSendView = lazyView(
  () => import('../views/send/WalletSend/WalletSendView'),
  ['send'],
)
/** @example <LazyWalletSendSelectTokenView /> */
export const LazyWalletSendSelectTokenView = lazyView(
  () => import('../views/send/WalletSendSelectToken/WalletSendSelectTokenView'),
  ['send'],
)
/** @example <LazyWalletSendPreviewView /> */
export const LazyWalletSendPreviewView = lazyView(
  () => import('../views/send/WalletSendPreview/WalletSendPreviewView'),
  ['send'],
)
/** The swap views share the swap chunk's code (core's swap client, the form). @example <LazySwapView /> */
export const LazySwapView = lazyView(() => import('../views/swap/Swap/SwapView'), ['send', 'swap'])
/** @example <LazySwapSelectTokenView target="from" /> */
export const LazySwapSelectTokenView = lazyView(
  () => import('../views/swap/SwapSelectToken/SwapSelectTokenView'),
  ['swap'],
)
/** @example <LazySwapPreviewView /> */
export const LazySwapPreviewView = lazyView(
  () => import('../views/swap/SwapPreview/SwapPreviewView'),
  ['send', 'swap'],
)
/** The Buy (on-ramp) views share the on-ramp chunk (core's client, the form). @example <LazyOnRampProvidersView /> */
export const LazyOnRampProvidersView = lazyView(
  () => import('../views/OnRamp/OnRampProvidersView'),
  ['onramp'],
)
/** @example <LazyOnRampBuyView view="OnRampBuy" provider="sandbox" /> */
export const LazyOnRampBuyView = lazyView(
  () => import('../views/OnRamp/OnRampBuyView'),
  ['onramp', 'send'],
)
/** @example <LazyOnRampWaitingView view="OnRampWaiting" purchase={purchase} /> */
export const LazyOnRampWaitingView = lazyView(
  () => import('../views/OnRamp/OnRampWaitingView'),
  ['onramp', 'send'],
)
/** Account names: only EVM accounts reach them. @example <LazyRegisterAccountNameView /> */
export const LazyRegisterAccountNameView = lazyView(
  () => import('../views/RegisterAccountName/RegisterAccountNameView'),
  ['names'],
)
/** @example <LazyRegisterAccountNameSuccessView name="alice-1234.portico.id" /> */
export const LazyRegisterAccountNameSuccessView = lazyView(
  () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView'),
  ['names'],
)
