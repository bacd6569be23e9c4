import { lazyView } from '../../../loading/lazyView'

/** Pay: the QR code and link for a phone wallet. @example <LazyPayQrView /> */
export const LazyPayQrView = lazyView(() => import('./PayQrView'), ['pay'])
