import { lazyView } from '../../../loading/lazyView'

/** @example <LazyUpdateEmailSecondaryOtpView email="ada@example.com" newEmail="ada@new.example" /> */
export const LazyUpdateEmailSecondaryOtpView = lazyView(
  () => import('./UpdateEmailSecondaryOtpView'),
  ['embedded'],
)
