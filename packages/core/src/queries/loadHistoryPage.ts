import { loadTransactions } from '../actions/loadTransactions'
import type { ApiContext } from './ApiContext'
import { historyPageQueryOptions } from './historyQueryOptions'

/**
 * Loads the next history page of the active account from the gateway (through the query cache)
 * into the transactions store: the part of fetching history that comes with the rules chunk.
 * @example
 * await loadHistoryPage(context)
 */
export async function loadHistoryPage(context: ApiContext): Promise<void> {
  await loadTransactions(context, async (params) =>
    (await context.loadQueryClient()).fetchQuery(
      historyPageQueryOptions(context.blockchain, params),
    ),
  )
}
