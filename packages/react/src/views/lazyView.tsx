import { type ComponentType, lazy, Suspense } from 'react'
import { Spinner } from '../ui/Spinner/Spinner'

/**
 * A view behind its own chunk boundary: the chunk loads the first time the view opens (a
 * spinner meanwhile), then stays cached. Make each one once, at module level, so a view that
 * mounts again never shows the spinner again.
 * @example
 * const LazyWalletSendView = lazyView(() => import('./WalletSend/WalletSendView'))
 * <LazyWalletSendView />
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const View = lazy(load)
  function LazyView(props: P) {
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
  return LazyView
}
