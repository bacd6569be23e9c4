import type { RouterView, ViewName, ViewOf } from '@portico/core'
import type { FunctionComponent } from 'react'
import { LazyAccountView } from '../views/Account/LazyAccountView'
import { AllWalletsView } from '../views/AllWallets/AllWalletsView'
import { ConnectView } from '../views/Connect/ConnectView'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView'
import { LazyConnectingWalletConnectView } from '../views/ConnectingWalletConnect/LazyConnectingWalletConnectView'
import { LazyConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasic/LazyConnectingWalletConnectBasicView'
import { LazyConnectSocialsView } from '../views/ConnectSocials/LazyConnectSocialsView'
import { LazyApproveTransactionView } from '../views/embedded/ApproveTransaction/LazyApproveTransactionView'
import { LazyConnectingFarcasterView } from '../views/embedded/ConnectingFarcaster/LazyConnectingFarcasterView'
import { LazyConnectingSocialView } from '../views/embedded/ConnectingSocial/LazyConnectingSocialView'
import { LazyEmailVerifyDeviceView } from '../views/embedded/EmailVerifyDevice/LazyEmailVerifyDeviceView'
import { LazyEmailVerifyOtpView } from '../views/embedded/EmailVerifyOtp/LazyEmailVerifyOtpView'
import { LazyEmbeddedWalletExportView } from '../views/embedded/EmbeddedWalletExport/LazyEmbeddedWalletExportView'
import { LazyEmbeddedWalletRecoveryView } from '../views/embedded/EmbeddedWalletRecovery/LazyEmbeddedWalletRecoveryView'
import { LazyEmbeddedWalletSecurityView } from '../views/embedded/EmbeddedWalletSecurity/LazyEmbeddedWalletSecurityView'
import { LazyUpdateEmailView } from '../views/embedded/UpdateEmail/LazyUpdateEmailView'
import { LazyUpdateEmailPrimaryOtpView } from '../views/embedded/UpdateEmailPrimaryOtp/LazyUpdateEmailPrimaryOtpView'
import { LazyUpdateEmailSecondaryOtpView } from '../views/embedded/UpdateEmailSecondaryOtp/LazyUpdateEmailSecondaryOtpView'
import { NetworksView } from '../views/Networks/NetworksView'
import { NotAvailableView } from '../views/NotAvailable/NotAvailableView'
import { LazyOnRampBuyView } from '../views/OnRamp/LazyOnRampBuyView'
import { LazyOnRampProvidersView } from '../views/OnRamp/LazyOnRampProvidersView'
import { LazyOnRampWaitingView } from '../views/OnRamp/LazyOnRampWaitingView'
import { LazyPayView } from '../views/pay/Pay/LazyPayView'
import { LazyPayExchangeView } from '../views/pay/PayExchange/LazyPayExchangeView'
import { LazyPayQrView } from '../views/pay/PayQr/LazyPayQrView'
import { LazyPayResultView } from '../views/pay/PayResult/LazyPayResultView'
import { LazyRegisterAccountNameView } from '../views/RegisterAccountName/LazyRegisterAccountNameView'
import { LazyRegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccess/LazyRegisterAccountNameSuccessView'
import { LazySIWXSignMessageView } from '../views/SIWXSignMessage/LazySIWXSignMessageView'
import { LazyWalletSendView } from '../views/send/WalletSend/LazyWalletSendView'
import { LazyWalletSendPreviewView } from '../views/send/WalletSendPreview/LazyWalletSendPreviewView'
import { LazyWalletSendSelectTokenView } from '../views/send/WalletSendSelectToken/LazyWalletSendSelectTokenView'
import { LazySwapView } from '../views/swap/Swap/LazySwapView'
import { LazySwapPreviewView } from '../views/swap/SwapPreview/LazySwapPreviewView'
import { LazySwapSelectTokenView } from '../views/swap/SwapSelectToken/LazySwapSelectTokenView'
import { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView'
import { LazyWalletReceiveView } from '../views/WalletReceive/LazyWalletReceiveView'
import { WhatIsAWalletView } from '../views/WhatIsAWallet/WhatIsAWalletView'

/**
 * The component of each view, given the view's entry as props (its data: a connector, an email,
 * a payment's purchase). Views of the base modal ship in its chunk; feature views (swap, send,
 * on-ramp, embedded wallet…) are each their own lazy chunk.
 * @example
 * const View = VIEW_COMPONENTS.Pay // LazyPayView
 */
export const VIEW_COMPONENTS: { [N in ViewName]: FunctionComponent<ViewOf<N>> } = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: LazyConnectingWalletConnectView,
  ConnectingWalletConnectBasic: LazyConnectingWalletConnectBasicView,
  Account: LazyAccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  SIWXSignMessage: LazySIWXSignMessageView,
  ConnectingSiwe: LazySIWXSignMessageView,
  WalletSend: LazyWalletSendView,
  WalletSendSelectToken: LazyWalletSendSelectTokenView,
  WalletSendPreview: LazyWalletSendPreviewView,
  Swap: LazySwapView,
  SwapSelectToken: LazySwapSelectTokenView,
  SwapPreview: LazySwapPreviewView,
  WalletReceive: LazyWalletReceiveView,
  OnRampProviders: LazyOnRampProvidersView,
  OnRampBuy: LazyOnRampBuyView,
  OnRampWaiting: LazyOnRampWaitingView,
  WhatIsAWallet: WhatIsAWalletView,
  EmailVerifyOtp: LazyEmailVerifyOtpView,
  EmailVerifyDevice: LazyEmailVerifyDeviceView,
  ApproveTransaction: LazyApproveTransactionView,
  ConnectingFarcaster: LazyConnectingFarcasterView,
  ConnectingSocial: LazyConnectingSocialView,
  ConnectSocials: LazyConnectSocialsView,
  UpdateEmail: LazyUpdateEmailView,
  UpdateEmailPrimaryOtp: LazyUpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: LazyUpdateEmailSecondaryOtpView,
  EmbeddedWalletRecovery: LazyEmbeddedWalletRecoveryView,
  EmbeddedWalletSecurity: LazyEmbeddedWalletSecurityView,
  EmbeddedWalletExport: LazyEmbeddedWalletExportView,
  RegisterAccountName: LazyRegisterAccountNameView,
  RegisterAccountNameSuccess: LazyRegisterAccountNameSuccessView,
  Pay: LazyPayView,
  PayExchange: LazyPayExchangeView,
  PayQr: LazyPayQrView,
  PayResult: LazyPayResultView,
}

/**
 * The component of the current view, from {@link VIEW_COMPONENTS}; a view this build does not
 * know (a newer core's) shows NotAvailable.
 * @example
 * <ViewSwitch view={router.view} />
 */
export function ViewSwitch({ view }: { view: RouterView }) {
  // The table pairs each name with its own entry's props; indexing by a union loses the pairing.
  const View = (VIEW_COMPONENTS[view.view] ?? NotAvailableView) as FunctionComponent<RouterView>
  return <View {...view} />
}
