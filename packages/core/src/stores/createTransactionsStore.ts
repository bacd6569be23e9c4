import { createStore } from 'zustand/vanilla'
import type { TransactionsState, TransactionsStore } from '../types/TransactionsState'

const EMPTY = {
  transactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
  next: undefined,
  lastNetworkInView: undefined,
  historyStart: undefined,
} as const

/**
 * The account history (spec §4): loading, then a list (empty flag if none) or, on error, an
 * empty set. A further page that adds no transaction not already listed ends the list, whatever
 * cursor it names: Activity loads the next page whenever its last row shows, and a history
 * service that kept naming one (the same cursor again, or pages of what was already shown)
 * would have it fetching for as long as the view stays open.
 * @example
 * const history = createTransactionsStore()
 * history.getState().startLoading()
 * history.getState().addPage({ data, next: undefined }, 'eip155:1', groupTransactionsByYear)
 */
export function createTransactionsStore(): TransactionsStore {
  return createStore<TransactionsState>()((set, get) => ({
    ...EMPTY,
    startLoading: () => set({ loading: true }),
    addPage(page, network, groupByYear) {
      const sameNetwork = get().lastNetworkInView === network
      const previous = sameNetwork ? get().transactions : []
      const known = new Set(previous.map((transaction) => transaction.id))
      const progressed = !sameNetwork || page.data.some((transaction) => !known.has(transaction.id))
      const transactions = [...previous, ...page.data]
      set({
        transactions,
        transactionsByYear: groupByYear(transactions),
        loading: false,
        empty: transactions.length === 0,
        next: progressed ? page.next : undefined,
        lastNetworkInView: network,
        historyStart: page.historyStart,
      })
    },
    fail: () =>
      set({
        transactions: [],
        transactionsByYear: {},
        loading: false,
        empty: true,
        next: undefined,
        historyStart: undefined,
      }),
    reset: () => set(EMPTY),
  }))
}
