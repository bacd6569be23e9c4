import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner/Spinner'
import { loadSIWXSignMessageView } from './loadSIWXSignMessageView'

// The module cache already holds the chunk once loaded; one lazy wrapper per page avoids a
// fallback flash each time the view mounts.
const View = lazy(loadSIWXSignMessageView)

/**
 * The SIWXSignMessage view behind its chunk boundary, with a spinner while the chunk loads.
 * @example
 * case 'SIWXSignMessage': return <LazySIWXSignMessageView />
 */
export function LazySIWXSignMessageView() {
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
