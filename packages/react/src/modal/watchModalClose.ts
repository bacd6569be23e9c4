import type { Portico } from '@portico/core'

/**
 * Watches the modal from now on: `closed()` says whether it has closed since, even if it has
 * opened again. A view's step that ends after an await (the wallet agreed, the device was
 * removed) then acts only on the opening it began in: a visitor who closed the modal and opened
 * it again meanwhile has a new opening, which the old step must not move or close. `stop()`
 * ends the watch.
 * @example
 * const modal = watchModalClose(client)
 * try {
 *   await client.disconnect()
 *   if (!modal.closed()) client.close()
 * } finally {
 *   modal.stop()
 * }
 */
export function watchModalClose(client: Pick<Portico, 'stores'>): {
  closed(): boolean
  stop(): void
} {
  let closed = false
  const stop = client.stores.modal.subscribe((modal) => {
    if (!modal.open) closed = true
  })
  return { closed: () => closed, stop }
}
