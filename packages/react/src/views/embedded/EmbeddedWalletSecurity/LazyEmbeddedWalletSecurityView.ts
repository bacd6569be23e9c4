import { lazyView } from '../../../loading/lazyView'

/** The embedded wallet's security controls. @example <LazyEmbeddedWalletSecurityView /> */
export const LazyEmbeddedWalletSecurityView = lazyView(
  () => import('./EmbeddedWalletSecurityView'),
  ['account', 'embedded'],
)
