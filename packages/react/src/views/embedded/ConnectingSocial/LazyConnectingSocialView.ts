import { lazyView } from '../../../loading/lazyView'

/** @example <LazyConnectingSocialView provider="github" /> */
export const LazyConnectingSocialView = lazyView(() => import('./ConnectingSocialView'))
