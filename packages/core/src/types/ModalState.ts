import type { ChainNamespace } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'

/**
 * The modal's visibility (spec §2, §4). Open and close go through `portico.open()` /
 * `portico.close()`, which apply the rules; the setters here do no checks.
 * @example
 * const isOpen = portico.stores.modal.getState().open
 */
export type ModalState = {
  open: boolean
  /** True between `open()` being called and the modal showing. */
  loading: boolean
  /** True for 500 ms after `shake()`, to animate a refused action. */
  shake: boolean
  /** Namespace the modal was opened for (`open({ namespace })`). */
  namespace: ChainNamespace | undefined
  /**
   * How many times the modal has closed in this client. A step that awaits (a disconnect, a
   * network switch) notes it first, and closes or moves the modal afterwards only if it has not
   * closed since: never a later opening the visitor started meanwhile.
   */
  closings: number
  /** Open or close; an open modal that closes counts one more of `closings`. */
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  setNamespace(namespace: ChainNamespace | undefined): void
  /** Set `shake`; it resets on its own after 500 ms. */
  triggerShake(): void
}

/**
 * The modal store.
 * @example
 * portico.stores.modal.subscribe((s) => console.log(s.open))
 */
export type ModalStore = StoreApi<ModalState>
