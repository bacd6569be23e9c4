import { lazyView } from '../../../loading/lazyView'

/** @example <LazyWalletSendSelectTokenView /> */
export const LazyWalletSendSelectTokenView = lazyView(
  () => import('./WalletSendSelectTokenView'),
  ['send'],
)
