import type { RouterView } from '@portico/core'
import {
  LazyAccountView,
  LazyApproveTransactionView,
  LazyConnectingFarcasterView,
  LazyConnectingSocialView,
  LazyConnectingWalletConnectBasicView,
  LazyConnectingWalletConnectView,
  LazyConnectSocialsView,
  LazyEmailVerifyDeviceView,
  LazyEmailVerifyOtpView,
  LazyEmbeddedWalletExportView,
  LazyEmbeddedWalletRecoveryView,
  LazyEmbeddedWalletSecurityView,
  LazyOnRampBuyView,
  LazyOnRampProvidersView,
  LazyOnRampWaitingView,
  LazyRegisterAccountNameSuccessView,
  LazyRegisterAccountNameView,
  LazySIWXSignMessageView,
  LazySwapPreviewView,
  LazySwapSelectTokenView,
  LazySwapView,
  LazyUpdateEmailPrimaryOtpView,
  LazyUpdateEmailSecondaryOtpView,
  LazyUpdateEmailView,
  LazyWalletReceiveView,
  LazyWalletSendPreviewView,
  LazyWalletSendSelectTokenView,
  LazyWalletSendView,
} from '../loading/lazyViews'
import { AllWalletsView } from '../views/AllWallets/AllWalletsView'
import { ConnectView } from '../views/Connect/ConnectView'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView'
import { NetworksView } from '../views/Networks/NetworksView'
import { NotAvailableView } from '../views/NotAvailable/NotAvailableView'
import { UnsupportedChainView } from '../views/UnsupportedChain/UnsupportedChainView'
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
    default:
      return <NotAvailableView />
  }
}
