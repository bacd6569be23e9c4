import type { CaipNetworkId, Transaction } from '@portico/common'
import type { HistoryStart } from '@portico/common/schemas/api'
import type { StoreApi } from 'zustand/vanilla'

/**
 * History grouped by year, then month index (0 = January) (spec §2).
 * @example
 * const may2024 = state.transactionsByYear[2024]?.[4] ?? []
 */
export type TransactionsByYear = Readonly<
  Record<number, Readonly<Record<number, readonly Transaction[]>>>
>

/**
 * The account history (spec §3 Transaction store, §4 fetch states).
 * @example
 * const { loading, empty, transactions } = portico.stores.transactions.getState()
 */
export type TransactionsState = {
  transactions: readonly Transaction[]
  transactionsByYear: TransactionsByYear
  loading: boolean
  /** The last fetch returned nothing (or failed). */
  empty: boolean
  /** Cursor of the next page; undefined when there is none. */
  next: string | undefined
  /** Network the list belongs to; a different network starts a new list. */
  lastNetworkInView: CaipNetworkId | undefined
  /**
   * Where the gateway's history of that network begins, when it is indexed from a later block
   * than genesis: nothing before it is in the list.
   */
  historyStart: HistoryStart | undefined
  startLoading(): void
  /**
   * Add a fetched page (already filtered) for `network`, replacing the list if the network
   * changed; `groupByYear` (core's groupTransactionsByYear) makes `transactionsByYear`. Passed in
   * so the store, in the page's first load, does not carry the grouping rules.
   */
  addPage(
    page: {
      data: readonly Transaction[]
      next: string | undefined
      historyStart?: HistoryStart | undefined
    },
    network: CaipNetworkId,
    groupByYear: (transactions: readonly Transaction[]) => TransactionsByYear,
  ): void
  /** A fetch failed: stop loading, empty list. */
  fail(): void
  reset(): void
}

/**
 * The transactions store.
 * @example
 * portico.stores.transactions.subscribe((s) => render(s.transactionsByYear))
 */
export type TransactionsStore = StoreApi<TransactionsState>
