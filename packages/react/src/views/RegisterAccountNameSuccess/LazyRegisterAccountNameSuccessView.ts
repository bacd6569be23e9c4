import { lazyView } from '../../loading/lazyView'

/** @example <LazyRegisterAccountNameSuccessView name="alice-1234.portico.id" /> */
export const LazyRegisterAccountNameSuccessView = lazyView(
  () => import('./RegisterAccountNameSuccessView'),
  ['names'],
)
