import type { Portico } from '@portico/core'
import { type OpenIntent, whenWanted } from '@portico/react/vanilla'

/**
 * Mounts the modal when it is first wanted: a pointer over, a focus on or a touch of a kit
 * button, an `open()` from anywhere, or 5 seconds of idle time after the page's load (its first
 * idle moment on a page whose app opens the modal itself: `intent`). Until then
 * the page has loaded neither React nor the modal. A failed load is logged and tried again at
 * the next open. Returns what takes the modal down.
 * @example
 * const stop = mountModalOnDemand(portico)
 */
export function mountModalOnDemand(client: Portico, intent?: OpenIntent): () => void {
  let unmount: Promise<() => void> | undefined
  let stopped = false
  const mount = () => {
    if (unmount || stopped) return
    const loading = import('./renderModal').then(({ renderModal }) =>
      stopped ? () => {} : renderModal(client),
    )
    unmount = loading
    loading.catch((error: unknown) => {
      unmount = undefined
      client.options.logger.error('Portico could not load its modal', error)
    })
  }
  const cancelWanted = whenWanted(mount, undefined, intent)
  const unsubscribe = client.stores.modal.subscribe((state) => {
    if (state.open || state.loading) mount()
  })
  const state = client.stores.modal.getState()
  if (state.open || state.loading) mount()
  return () => {
    stopped = true
    cancelWanted()
    unsubscribe()
    unmount?.then((down) => down()).catch(() => {})
  }
}
