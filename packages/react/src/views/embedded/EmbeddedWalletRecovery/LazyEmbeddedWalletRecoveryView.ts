import { lazyView } from '../../../loading/lazyView'

/** The recovery password, asked in the frame's own form. @example <LazyEmbeddedWalletRecoveryView mode="protect" /> */
export const LazyEmbeddedWalletRecoveryView = lazyView(
  () => import('./EmbeddedWalletRecoveryView'),
  ['embedded'],
)
