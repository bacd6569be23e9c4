import { lazyView } from '../../../loading/lazyView'

/** Sign In With Farcaster. @example <LazyConnectingFarcasterView /> */
export const LazyConnectingFarcasterView = lazyView(() => import('./ConnectingFarcasterView'))
