import { lazyView } from '../../../loading/lazyView'

/** @example <LazyUpdateEmailView email="ada@example.com" /> */
export const LazyUpdateEmailView = lazyView(() => import('./UpdateEmailView'), ['embedded'])
