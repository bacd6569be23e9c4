import { lazyView } from '../../loading/lazyView'

/** @example <LazyConnectingWalletConnectBasicView /> */
export const LazyConnectingWalletConnectBasicView = lazyView(
  () => import('./ConnectingWalletConnectBasicView'),
)
