import { lazyView } from '../../loading/lazyView'

/** @example <LazyOnRampWaitingView view="OnRampWaiting" purchase={purchase} /> */
export const LazyOnRampWaitingView = lazyView(
  () => import('./OnRampWaitingView'),
  ['onramp', 'send'],
)
