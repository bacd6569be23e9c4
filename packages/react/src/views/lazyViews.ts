import { lazyView } from './lazyView'
import { loadSIWXSignMessageView } from './SIWXSignMessage/loadSIWXSignMessageView'

// Each feature view is its own chunk, fetched the first time the view opens.

/** @example <LazyConnectingWalletConnectView view="ConnectingWalletConnect" wallet={wallet} /> */
export const LazyConnectingWalletConnectView = lazyView(
  () => import('./ConnectingWalletConnect/ConnectingWalletConnectView'),
)
/** @example <LazyConnectingWalletConnectBasicView /> */
export const LazyConnectingWalletConnectBasicView = lazyView(
  () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
)
/** Only apps with `siwx` ever reach it. @example <LazySIWXSignMessageView /> */
export const LazySIWXSignMessageView = lazyView(loadSIWXSignMessageView)
/** @example <LazyWalletReceiveView /> */
export const LazyWalletReceiveView = lazyView(() => import('./WalletReceive/WalletReceiveView'))
/** @example <LazyWalletSendView /> */
export const LazyWalletSendView = lazyView(() => import('./WalletSend/WalletSendView'))
/** @example <LazyWalletSendSelectTokenView /> */
export const LazyWalletSendSelectTokenView = lazyView(
  () => import('./WalletSendSelectToken/WalletSendSelectTokenView'),
)
/** @example <LazyWalletSendPreviewView /> */
export const LazyWalletSendPreviewView = lazyView(
  () => import('./WalletSendPreview/WalletSendPreviewView'),
)
