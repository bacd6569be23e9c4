import { lazyView } from '../../../loading/lazyView'

/** @example <LazyEmailVerifyDeviceView email="ada@example.com" /> */
export const LazyEmailVerifyDeviceView = lazyView(
  () => import('./EmailVerifyDeviceView'),
  ['embedded'],
)
