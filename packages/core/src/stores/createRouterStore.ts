import { createStore } from 'zustand/vanilla'
import { canGoBack } from '../rules/canGoBack'
import type { RouterState, RouterStore } from '../types/RouterState'
import type { RouterView } from '../types/RouterView'

/**
 * The view history of one instance, starting at `initial` (Connect by default).
 * @example
 * const router = createRouterStore()
 * router.getState().push({ view: 'AllWallets' })
 * router.getState().goBack() // 'popped'
 */
export function createRouterStore(initial: RouterView = { view: 'Connect' }): RouterStore {
  return createStore<RouterState>()((set, get) => {
    const setHistory = (history: readonly RouterView[]) =>
      set({ history, view: history[history.length - 1] ?? initial })
    return {
      view: initial,
      history: [initial],
      transactionStack: [],
      push(view) {
        const { history } = get()
        // Pushing the view already on top refreshes its data instead of stacking a duplicate.
        if (history[history.length - 1]?.view === view.view)
          setHistory([...history.slice(0, -1), view])
        else setHistory([...history, view])
      },
      replace(view) {
        setHistory([...get().history.slice(0, -1), view])
      },
      reset(view) {
        // A view without parameters, already alone in the history: nothing changes, and nobody
        // is told otherwise (opening the modal on the view it shows re-renders nothing).
        const { history } = get()
        const [only] = history
        if (history.length === 1 && only?.view === view.view && isPlain(only) && isPlain(view))
          return
        setHistory([view])
      },
      goBack() {
        const { history } = get()
        if (!canGoBack(history)) return 'close'
        setHistory(history.slice(0, -1))
        return 'popped'
      },
      pushTransactionStack(entry) {
        set({ transactionStack: [...get().transactionStack, entry] })
      },
      popTransactionStack() {
        const stack = get().transactionStack
        const entry = stack[stack.length - 1]
        if (entry) set({ transactionStack: stack.slice(0, -1) })
        return entry
      },
    }
  })
}

/** A view that is its name alone, with no parameters. */
function isPlain(view: RouterView): boolean {
  return Object.keys(view).length === 1
}
