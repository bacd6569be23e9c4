import { lazyView } from '../../../loading/lazyView'

/** @example <LazyApproveTransactionView /> */
export const LazyApproveTransactionView = lazyView(
  () => import('./ApproveTransactionView'),
  ['embedded'],
)
