import { lazyView } from '../../../loading/lazyView'

/** Pay: following the payment on an exchange's page. @example <LazyPayExchangeView /> */
export const LazyPayExchangeView = lazyView(() => import('./PayExchangeView'), ['pay'])
