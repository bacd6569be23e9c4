import { lazyView } from '../../../loading/lazyView'

/** @example <LazySwapPreviewView /> */
export const LazySwapPreviewView = lazyView(() => import('./SwapPreviewView'), ['send', 'swap'])
