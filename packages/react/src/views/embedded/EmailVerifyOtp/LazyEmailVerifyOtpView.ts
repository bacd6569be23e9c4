import { lazyView } from '../../../loading/lazyView'

/** Embedded wallet views: only apps with `embeddedWallet` reach them. @example <LazyEmailVerifyOtpView email="ada@example.com" /> */
export const LazyEmailVerifyOtpView = lazyView(() => import('./EmailVerifyOtpView'), ['embedded'])
