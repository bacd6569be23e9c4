import { lazyView } from '../../../loading/lazyView'

/** Pay (`features.pay`): what is asked and the ways to pay. @example <LazyPayView /> */
export const LazyPayView = lazyView(() => import('./PayView'), ['pay'])
