import { lazyView } from '../../../loading/lazyView'

/** @example <LazySwapSelectTokenView target="from" /> */
export const LazySwapSelectTokenView = lazyView(() => import('./SwapSelectTokenView'), ['swap'])
