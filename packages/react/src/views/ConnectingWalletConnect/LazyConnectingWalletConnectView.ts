import { lazyView } from '../../loading/lazyView'

/** @example <LazyConnectingWalletConnectView view="ConnectingWalletConnect" wallet={wallet} /> */
export const LazyConnectingWalletConnectView = lazyView(
  () => import('./ConnectingWalletConnectView'),
)
