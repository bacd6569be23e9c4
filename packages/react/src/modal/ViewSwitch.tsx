import type { RouterView } from '@portico/core'
import { AccountView } from '../views/Account/AccountView'
import { AllWalletsView } from '../views/AllWallets/AllWalletsView'
import { ConnectView } from '../views/Connect/ConnectView'
import { ConnectingExternalView } from '../views/ConnectingExternal/ConnectingExternalView'
import {
  LazyConnectingWalletConnectBasicView,
  LazyConnectingWalletConnectView,
  LazySIWXSignMessageView,
  LazyWalletReceiveView,
  LazyWalletSendPreviewView,
  LazyWalletSendSelectTokenView,
  LazyWalletSendView,
} from '../views/lazyViews'
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
      return <AccountView />
    case 'Networks':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <LazySIWXSignMessageView />
    case 'WalletSend':
      return <LazyWalletSendView />
    case 'WalletSendSelectToken':
      return <LazyWalletSendSelectTokenView />
    case 'WalletSendPreview':
      return <LazyWalletSendPreviewView {...view} />
    case 'WalletReceive':
      return <LazyWalletReceiveView />
    case 'WhatIsAWallet':
      return <WhatIsAWalletView />
    default:
      return <NotAvailableView />
  }
}
