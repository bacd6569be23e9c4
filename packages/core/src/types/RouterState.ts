import type { StoreApi } from 'zustand/vanilla'
import type { RouterView, TransactionStackEntry } from './RouterView'

/**
 * Result of a back step: `'popped'` moved to the previous view, `'close'` means the history
 * allows no back step (single entry, or UnsupportedChain in it) and the modal should close.
 * @example
 * if (router.getState().goBack() === 'close') portico.close()
 */
export type BackResult = 'popped' | 'close'

/**
 * The view history (spec §2). Use `portico.goBack()` rather than the store's `goBack` to get
 * the close-on-empty rule; push / replace / reset are safe to call on either.
 * @example
 * const { view } = portico.stores.router.getState()
 * if (view.view === 'ConnectingExternal') console.log(view.connector.name)
 */
export type RouterState = {
  /** The current view: always the last history entry. */
  view: RouterView
  /** Never empty. */
  history: readonly RouterView[]
  /** Pending transaction flows, newest last. */
  transactionStack: readonly TransactionStackEntry[]
  /** Add a view; pushing the view already shown updates its data instead. */
  push(view: RouterView): void
  /** Swap the current view. */
  replace(view: RouterView): void
  /** Make `view` the only entry. */
  reset(view: RouterView): void
  /** Pop one view, or report that the modal should close (history left unchanged). */
  goBack(): BackResult
  pushTransactionStack(entry: TransactionStackEntry): void
  /** Remove and return the newest entry, or undefined when the stack is empty. */
  popTransactionStack(): TransactionStackEntry | undefined
}

/**
 * The router store.
 * @example
 * portico.stores.router.getState().push({ view: 'AllWallets' })
 */
export type RouterStore = StoreApi<RouterState>
