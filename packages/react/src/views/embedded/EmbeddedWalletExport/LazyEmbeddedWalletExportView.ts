import { lazyView } from '../../../loading/lazyView'

/** The private-key export, shown in the frame's own view. @example <LazyEmbeddedWalletExportView /> */
export const LazyEmbeddedWalletExportView = lazyView(
  () => import('./EmbeddedWalletExportView'),
  ['embedded'],
)
