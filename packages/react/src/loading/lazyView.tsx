import {
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useState,
} from 'react'
import { type EnglishArea, loadEnglishAreas } from '../i18n/loadEnglishAreas'
import { useT } from '../i18n/useT'
import { Spinner } from '../ui/Spinner/Spinner'

/**
 * A view behind its own chunk boundary, as {@link lazyView} makes it: `preload()` fetches the
 * chunk ahead, so the view then opens without a spinner.
 * @example
 * void LazyWalletSendView.preload()
 */
export type LazyView<P extends object> = FunctionComponent<P> & { preload: () => Promise<void> }

/**
 * One view's chunk: its component once fetched (code, the same for every client on the page),
 * and the `React.lazy` wrapper that suspends on it, made the first time the view renders before
 * its chunk is in (most views of a page never do, and each wrapper is memory kept).
 */
type Chunk<P extends object> = {
  loaded: ComponentType<P> | undefined
  load: () => Promise<{ default: ComponentType<P> }>
  View?: LazyExoticComponent<ComponentType<P>>
}

/**
 * A view behind its own chunk boundary: the chunk loads the first time the view opens (a
 * spinner meanwhile) or on `preload()`, then stays cached. Make each one once, at module level,
 * so a view that mounts again never shows the spinner again. A preloaded view renders at once:
 * React reveals content that suspended only after its fallback has shown for a while (about
 * 300 ms), even when the chunk arrives in a few. `areas` are the English message areas its
 * code reads beyond the modal's own (`englishBaseAreas`), fetched beside the chunk: the view renders
 * only once both are in (`lazyViewAreas.test.ts` checks each view names all it reads).
 * @example
 * const LazyWalletSendView = lazyView(() => import('../views/send/WalletSend/WalletSendView'), ['send'])
 * <LazyWalletSendView />
 */
export function lazyView<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  areas: readonly EnglishArea[] = [],
): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const loadOnce = () => {
    loading ??= Promise.all([load(), loadEnglishAreas(areas)]).then(
      ([module]) => {
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
  const chunk: Chunk<P> = { loaded: undefined, load: loadOnce }
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
  chunk.View ??= lazy(chunk.load)
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
