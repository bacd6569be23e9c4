import type { ApiContext } from './ApiContext'
import { checkProjectConfig } from './checkProjectConfig'
import { fetchFeaturedWallets } from './fetchFeaturedWallets'
import { fetchRecommendedWallets } from './fetchRecommendedWallets'
import { fetchWalletsPage } from './fetchWalletsPage'
import { hasMoreWallets } from './hasMoreWallets'
import type { PorticoApi } from './PorticoApi'
import { prefetch } from './prefetch'
import { searchWallets } from './searchWallets'

/**
 * The calls of `portico.api` that wait for remote data and have nothing to do before it:
 * fetched with the started client's parts, behind the front createPorticoApi puts in the
 * page's first load.
 * @example
 * const { fetchWalletsPage } = createApiCalls(context, loadAccountRules, pageOrigin)
 */
export type ApiCalls = Pick<
  PorticoApi,
  | 'start'
  | 'checkProjectConfig'
  | 'fetchTokenBalances'
  | 'fetchWalletsPage'
  | 'fetchNextWalletsPage'
  | 'searchWallets'
  | 'fetchFeaturedWallets'
  | 'fetchRecommendedWallets'
  | 'prefetch'
>

/**
 * The {@link ApiCalls} of one instance, bound to its context: the start (the project checks and
 * every prefetch, rejecting with the first failure), the catalogue's wallet lists and search,
 * and the account's token balances through `loadAccountRules`. `pageOrigin` is the origin the
 * checks default to.
 * @example
 * const calls = createApiCalls(context, loadAccountRules, () => location.origin)
 * await calls.start()
 */
export function createApiCalls(
  context: ApiContext,
  loadAccountRules: () => Promise<{
    fetchTokenBalances(context: ApiContext, options?: { forceUpdate?: boolean }): Promise<void>
  }>,
  pageOrigin: () => string | undefined,
): ApiCalls {
  return {
    // Once per instance and never rejecting: the front's part (createPorticoApi).
    async start(origin = pageOrigin()) {
      await Promise.all([checkProjectConfig(context, origin), prefetch(context)])
    },
    checkProjectConfig: (origin = pageOrigin()) => checkProjectConfig(context, origin),
    fetchTokenBalances: async (fetchOptions) =>
      (await loadAccountRules()).fetchTokenBalances(context, fetchOptions),
    fetchWalletsPage: (page) => fetchWalletsPage(context, page),
    async fetchNextWalletsPage() {
      const state = context.stores.wallets.getState()
      if (hasMoreWallets(state)) await fetchWalletsPage(context, state.page + 1)
    },
    searchWallets: (text) => searchWallets(context, text),
    async fetchFeaturedWallets() {
      await fetchFeaturedWallets(context)
    },
    async fetchRecommendedWallets() {
      await fetchRecommendedWallets(context)
    },
    prefetch: (kind) => prefetch(context, kind),
  }
}
