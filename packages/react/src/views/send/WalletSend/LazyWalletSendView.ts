import { lazyView } from '../../../loading/lazyView'

/** @example <LazyWalletSendView /> */
export const LazyWalletSendView = lazyView(() => import('./WalletSendView'), ['send'])
