import { lazyView } from '../../../loading/lazyView'

/** @example <LazyWalletSendPreviewView /> */
export const LazyWalletSendPreviewView = lazyView(() => import('./WalletSendPreviewView'), ['send'])
