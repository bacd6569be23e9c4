import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react'
import { useT } from '../i18n/useT'
import { Spinner } from '../ui/Spinner/Spinner'

/**
 * A view behind its own chunk boundary, as {@link lazyView} makes it: `preload()` fetches the
 * chunk ahead, so the view then opens without a spinner.
 * @example
 * void LazyWalletSendView.preload()
 */
export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

/** One view's chunk: its component once fetched (code, the same for every client on the page). */
type Chunk<P extends object> = {
  loaded: ComponentType<P> | undefined
  View: LazyExoticComponent<ComponentType<P>>
}

/**
 * A view behind its own chunk boundary: the chunk loads the first time the view opens (a
 * spinner meanwhile) or on `preload()`, then stays cached. Make each one once, at module level,
 * so a view that mounts again never shows the spinner again. A preloaded view renders at once:
 * React reveals content that suspended only after its fallback has shown for a while (about
 * 300 ms), even when the chunk arrives in a few.
 * @example
 * const LazyWalletSendView = lazyView(() => import('../views/send/WalletSend/WalletSendView'))
 * <LazyWalletSendView />
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        chunk.loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const chunk: Chunk<P> = { loaded: undefined, View: lazy(loadOnce) }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view, at module level
  function LazyView(props: P) {
    return <ChunkView chunk={chunk} props={props} />
  }
  LazyView.preload = () => loadOnce().then(() => undefined)
  return LazyView
}

/** The view of `chunk`: directly once fetched, else behind Suspense with a spinner. */
function ChunkView<P extends object>({ chunk, props }: { chunk: Chunk<P>; props: P }) {
  // Fixed at mount: switching between the two trees later would remount the view.
  const [Loaded] = useState(() => chunk.loaded)
  const { t } = useT()
  if (Loaded) return <Loaded {...props} />
  return (
    <Suspense
      fallback={
        <div className="portico-view portico-empty" data-testid="portico-view-loading">
          <Spinner size={24} label={t('alerts.view.loading')} />
        </div>
      }
    >
      <chunk.View {...props} />
    </Suspense>
  )
}
