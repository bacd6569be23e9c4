import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner/Spinner'

// One lazy wrapper per page: the chunk loads the first time the view opens, then stays cached.
const View = lazy(() => import('./ConnectingWalletConnectBasicView'))

/**
 * The ConnectingWalletConnectBasic view behind its chunk boundary, with a spinner meanwhile.
 * @example
 * case 'ConnectingWalletConnectBasic': return <LazyConnectingWalletConnectBasicView />
 */
export function LazyConnectingWalletConnectBasicView() {
  return (
    <Suspense
      fallback={
        <div className="portico-view portico-empty" data-testid="portico-view-loading">
          <Spinner size={24} label="Loading" />
        </div>
      }
    >
      <View />
    </Suspense>
  )
}
