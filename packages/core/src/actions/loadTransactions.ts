import {
  type CaipNetworkId,
  FailedToFetchTransactionsError,
  filterHistory,
  NoActiveCaipAddressError,
  type Transaction,
} from '@portico/common'
import type { HistoryStart } from '@portico/common/schemas/api'
import { groupTransactionsByYear } from '../rules/groupTransactionsByYear'
import type { Portico } from '../types/Portico'

/**
 * Fetches one page of an account's history (the gateway client's job).
 * @example
 * const fetchPage: FetchHistoryPage = ({ address, chainId, cursor }) => api.history(address, { chainId, cursor })
 */
export type FetchHistoryPage = (params: {
  address: string
  chainId: CaipNetworkId
  cursor: string | undefined
}) => Promise<{
  data: readonly Transaction[]
  next: string | undefined
  historyStart?: HistoryStart | undefined
}>

/**
 * Load the next history page of the active account into the transactions store (spec §4):
 * loading, then the list (spam and other chains filtered out; empty flag if none; where the
 * gateway's history of the chain begins, when it says) or, on
 * failure, an empty set, a 'Failed to fetch transactions' toast and ERROR_FETCH_TRANSACTIONS.
 * A different network starts over. Throws NoActiveCaipAddressError without an account. Does
 * nothing when `features.history` is off.
 * @example
 * await loadTransactions(portico, fetchPage)
 */
export async function loadTransactions(
  portico: Pick<Portico, 'stores' | 'options'>,
  fetchPage: FetchHistoryPage,
): Promise<void> {
  const { stores } = portico
  // With the history feature off (spec §1) the gateway is never asked for one.
  if (portico.options.features.history === false) return
  const ns = stores.chain.getState().activeNamespace
  const address = ns ? stores.account.getState().accounts[ns]?.address : undefined
  const network = stores.chain.getState().activeCaipNetwork
  if (!address || !network) throw new NoActiveCaipAddressError()
  const history = stores.transactions.getState()
  const chainId = network.caipNetworkId
  const cursor = history.lastNetworkInView === chainId ? history.next : undefined
  history.startLoading()
  try {
    const page = await fetchPage({ address, chainId, cursor })
    stores.transactions.getState().addPage(
      {
        data: filterHistory(page.data, chainId),
        next: page.next,
        historyStart: page.historyStart,
      },
      chainId,
      groupTransactionsByYear,
    )
  } catch (cause) {
    stores.transactions.getState().fail()
    stores.toast.getState().showError(new FailedToFetchTransactionsError({ cause }))
    stores.events.getState().emit({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address, projectId: portico.options.projectId, cursor },
    })
  }
}
