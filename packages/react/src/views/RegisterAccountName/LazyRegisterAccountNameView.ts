import { lazyView } from '../../loading/lazyView'

/** Account names: only EVM accounts reach them. @example <LazyRegisterAccountNameView /> */
export const LazyRegisterAccountNameView = lazyView(
  () => import('./RegisterAccountNameView'),
  ['names'],
)
