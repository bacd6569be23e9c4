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
