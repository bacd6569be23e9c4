import type { RouterView } from '@portico/core'
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
 * The component of the current view. Views of the base modal ship in its chunk; feature views
 * (swap, send, on-ramp, embedded wallet…) will each be their own lazy chunk.
 * @example
 * <ViewSwitch view={router.view} />
 */
export function ViewSwitch({ view }: { view: RouterView }) {
  switch (view.view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingExternal':
      return <ConnectingExternalView {...view} />
    case 'ConnectingWalletConnect':
      return <LazyConnectingWalletConnectView {...view} />
    case 'ConnectingWalletConnectBasic':
      return <LazyConnectingWalletConnectBasicView />
    case 'Account':
      return <LazyAccountView />
    case 'Networks':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
    case 'ConnectingSiwe':
      return <LazySIWXSignMessageView />
    case 'WalletSend':
      return <LazyWalletSendView />
    case 'WalletSendSelectToken':
      return <LazyWalletSendSelectTokenView />
    case 'WalletSendPreview':
      return <LazyWalletSendPreviewView {...view} />
    case 'Swap':
      return <LazySwapView {...view} />
    case 'SwapSelectToken':
      return <LazySwapSelectTokenView {...view} />
    case 'SwapPreview':
      return <LazySwapPreviewView />
    case 'WalletReceive':
      return <LazyWalletReceiveView />
    case 'OnRampProviders':
      return <LazyOnRampProvidersView />
    case 'OnRampBuy':
      return <LazyOnRampBuyView {...view} />
    case 'OnRampWaiting':
      return <LazyOnRampWaitingView {...view} />
    case 'WhatIsAWallet':
      return <WhatIsAWalletView />
    case 'EmailVerifyOtp':
      return <LazyEmailVerifyOtpView email={view.email} />
    case 'EmailVerifyDevice':
      return <LazyEmailVerifyDeviceView email={view.email} />
    case 'ApproveTransaction':
      return <LazyApproveTransactionView />
    case 'ConnectingFarcaster':
      return <LazyConnectingFarcasterView />
    case 'ConnectingSocial':
      return (
        <LazyConnectingSocialView provider={view.provider} error={view.error} step={view.step} />
      )
    case 'ConnectSocials':
      return <LazyConnectSocialsView />
    case 'UpdateEmail':
      return <LazyUpdateEmailView email={view.email} />
    case 'UpdateEmailPrimaryOtp':
      return <LazyUpdateEmailPrimaryOtpView email={view.email} newEmail={view.newEmail} />
    case 'UpdateEmailSecondaryOtp':
      return <LazyUpdateEmailSecondaryOtpView email={view.email} newEmail={view.newEmail} />
    case 'EmbeddedWalletRecovery':
      return <LazyEmbeddedWalletRecoveryView mode={view.mode} />
    case 'EmbeddedWalletSecurity':
      return <LazyEmbeddedWalletSecurityView />
    case 'EmbeddedWalletExport':
      return <LazyEmbeddedWalletExportView />
    case 'RegisterAccountName':
      return <LazyRegisterAccountNameView />
    case 'RegisterAccountNameSuccess':
      return <LazyRegisterAccountNameSuccessView name={view.name} />
    case 'Pay':
      return <LazyPayView />
    case 'PayExchange':
      return <LazyPayExchangeView />
    case 'PayQr':
      return <LazyPayQrView />
    case 'PayResult':
      return <LazyPayResultView />
    default:
      return <NotAvailableView />
  }
}
