import { lazyView } from '../../../loading/lazyView'

/** Pay: how the payment ended (the success panel reads the send area's words). @example <LazyPayResultView /> */
export const LazyPayResultView = lazyView(() => import('./PayResultView'), ['pay', 'send'])
