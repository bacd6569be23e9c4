import { lazyView } from '../../../loading/lazyView'

/** @example <LazyUpdateEmailPrimaryOtpView email="ada@example.com" newEmail="ada@new.example" /> */
export const LazyUpdateEmailPrimaryOtpView = lazyView(
  () => import('./UpdateEmailPrimaryOtpView'),
  ['embedded'],
)
