import type { ApiContext } from './ApiContext'

/** The lazily fetched half: loading a page once the store says it is loading. */
type HistoryRules = { loadHistoryPage(context: ApiContext): Promise<void> }

/**
 * Load the active account's history from its first page into the transactions store (spec
 * §4): loading at once, then the list of the active network with spam hidden (empty flag if
 * none), or 'Failed to fetch transactions', an empty set and ERROR_FETCH_TRANSACTIONS. Does
 * nothing while a page loads; throws NoActiveCaipAddressError without an account. Only the
 * store's 'loading' is in the page's first load; the rest comes with `loadRules`.
 * @example
 * await fetchTransactions(context, loadRules) // when the Activity tab opens
 */
export async function fetchTransactions(
  context: ApiContext,
  loadRules: () => Promise<HistoryRules>,
): Promise<void> {
  const history = context.stores.transactions.getState()
  // A load in flight already fills the list; a second one would append the first page twice.
  if (history.loading) return
  history.reset()
  history.startLoading()
  await loadPage(context, loadRules, () => context.stores.transactions.getState().reset())
}

/**
 * Append the next history page (the gateway's `next` cursor) to the transactions store; does
 * nothing while a page loads or when there is no next page.
 * @example
 * if (portico.stores.transactions.getState().next) await fetchMoreTransactions(context, loadRules)
 */
export async function fetchMoreTransactions(
  context: ApiContext,
  loadRules: () => Promise<HistoryRules>,
): Promise<void> {
  const history = context.stores.transactions.getState()
  const network = context.stores.chain.getState().activeCaipNetwork
  if (history.loading || !history.next || history.lastNetworkInView !== network?.caipNetworkId)
    return
  history.startLoading()
  await loadPage(context, loadRules, () => context.stores.transactions.setState({ loading: false }))
}

/** A page load that never started (no account, the chunk unreachable) leaves no spinner. */
async function loadPage(
  context: ApiContext,
  loadRules: () => Promise<HistoryRules>,
  undo: () => void,
): Promise<void> {
  try {
    await (await loadRules()).loadHistoryPage(context)
  } catch (error) {
    if (context.stores.transactions.getState().loading) undo()
    throw error
  }
}
