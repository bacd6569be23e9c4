import { lazyView } from '../../loading/lazyView'

/** Every social login, from Connect's 'More'. @example <LazyConnectSocialsView /> */
export const LazyConnectSocialsView = lazyView(() => import('./ConnectSocialsView'))
