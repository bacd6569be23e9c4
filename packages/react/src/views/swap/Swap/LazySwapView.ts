import { lazyView } from '../../../loading/lazyView'

/** The swap views share the swap chunk's code (core's swap client, the form). @example <LazySwapView /> */
export const LazySwapView = lazyView(() => import('./SwapView'), ['send', 'swap'])
