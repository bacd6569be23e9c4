import { lazyView } from '../../loading/lazyView'

/** @example <LazyOnRampBuyView view="OnRampBuy" provider="sandbox" /> */
export const LazyOnRampBuyView = lazyView(() => import('./OnRampBuyView'), ['onramp', 'send'])
