import { type FetchHistoryPage, loadTransactions } from '../actions/loadTransactions'
import type { ApiContext } from './ApiContext'
import { historyPageQueryOptions } from './historyQueryOptions'

function gatewayPages(context: ApiContext): FetchHistoryPage {
  return async (params) =>
    (await context.loadQueryClient()).fetchQuery(
      historyPageQueryOptions(context.blockchain, params),
    )
}

/**
 * Load the active account's history from its first page into the transactions store (spec
 * §4): loading, then the list of the active network with spam hidden (empty flag if none), or
 * 'Failed to fetch transactions', an empty set and ERROR_FETCH_TRANSACTIONS. Does nothing
 * while a page loads; throws NoActiveCaipAddressError without an account.
 * @example
 * await fetchTransactions(context) // when the Activity tab opens
 */
export async function fetchTransactions(context: ApiContext): Promise<void> {
  // A load in flight already fills the list; a second one would append the first page twice.
  if (context.stores.transactions.getState().loading) return
  context.stores.transactions.getState().reset()
  await loadTransactions(context, gatewayPages(context))
}

/**
 * Append the next history page (the gateway's `next` cursor) to the transactions store; does
 * nothing while a page loads or when there is no next page.
 * @example
 * if (portico.stores.transactions.getState().next) await fetchMoreTransactions(context)
 */
export async function fetchMoreTransactions(context: ApiContext): Promise<void> {
  const { loading, next, lastNetworkInView } = context.stores.transactions.getState()
  const network = context.stores.chain.getState().activeCaipNetwork
  if (loading || !next || lastNetworkInView !== network?.caipNetworkId) return
  await loadTransactions(context, gatewayPages(context))
}
