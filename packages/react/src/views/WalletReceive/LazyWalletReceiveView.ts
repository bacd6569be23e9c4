import { lazyView } from '../../loading/lazyView'

/** @example <LazyWalletReceiveView /> */
export const LazyWalletReceiveView = lazyView(() => import('./WalletReceiveView'), ['send'])
