import type { ViewOf } from '@portico/core'
import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner/Spinner'

// One lazy wrapper per page: the chunk loads the first time the view opens, then stays cached.
const View = lazy(() => import('./ConnectingWalletConnectView'))

/**
 * The ConnectingWalletConnect view behind its chunk boundary, with a spinner while it loads.
 * @example
 * case 'ConnectingWalletConnect': return <LazyConnectingWalletConnectView {...view} />
 */
export function LazyConnectingWalletConnectView(props: ViewOf<'ConnectingWalletConnect'>) {
  return (
    <Suspense
      fallback={
        <div className="portico-view portico-empty" data-testid="portico-view-loading">
          <Spinner size={24} label="Loading" />
        </div>
      }
    >
      <View {...props} />
    </Suspense>
  )
}
