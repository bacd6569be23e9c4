import { lazy, Suspense, useContext, useEffect, useState } from 'react'
import { OpenIntentContext } from '../context/OpenIntentContext'
import { usePorticoClient, useStoreValue } from '../hooks/clientHooks'
import { warmUpIntl } from '../i18n/warmUpIntl'
import { loadModal } from '../loading/loadModal'
import { whenIdle } from '../loading/whenIdle'
import { whenWanted } from '../loading/whenWanted'

/**
 * Props of {@link PorticoModal}.
 * @example
 * const props: PorticoModalProps = { prefetch: true }
 */
export type PorticoModalProps = {
  /**
   * Fetch and pre-render the modal at once, rather than at the visitor's first sign of interest:
   * for a host that mounts the modal on that sign itself (`@portico/vue` does). Default false.
   */
  prefetch?: boolean
}

/**
 * Where the modal renders. `<PorticoProvider>` includes one; render it yourself (with
 * `<PorticoProvider modal={false}>`) to place an embedded modal. Its code is never in the first
 * load: it is fetched when the visitor reaches for a kit button (a hover, a focus, a touch), on
 * first open, or after 5 seconds of idle time once the page has loaded — at the first idle moment
 * after the load where the site has its own opener (`usePortico()`, `useModal()`).
 * @example
 * <PorticoProvider client={portico} modal={false}>
 *   <aside><PorticoModal /></aside>
 * </PorticoProvider>
 */
export function PorticoModal({ prefetch = false }: PorticoModalProps = {}) {
  const client = usePorticoClient()
  const [Modal] = useState(() => lazy(loadModal))
  // Mounted for good once its code is prefetched or it has been open.
  const [kept, setKept] = useState(false)
  const wanted = useStoreValue(client.stores.modal, (s) => s.open || s.loading)
  const intent = useContext(OpenIntentContext) ?? undefined

  useEffect(() => {
    let active = true
    let cancelWarmUp = () => {}
    const load = () => {
      loadModal().then(
        () => {
          if (!active) return
          setKept(true)
          cancelWarmUp = whenIdle(() => warmUpIntl(client.stores.theme.getState().locale))
        },
        // A failed prefetch is retried by the first open; nothing to show the user yet.
        () => {},
      )
    }
    let cancel = () => {}
    if (prefetch) load()
    else cancel = whenWanted(load, undefined, intent)
    return () => {
      active = false
      cancel()
      cancelWarmUp()
    }
  }, [client, prefetch, intent])

  // Opened before any prefetch (the app called open, a click with no hover): it stays mounted
  // once closed, as a prefetched one does, keeping its pre-render and WalletConnect's attempt.
  useEffect(() => {
    if (wanted) setKept(true)
  }, [wanted])

  if (!wanted && !kept) return null
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  )
}
