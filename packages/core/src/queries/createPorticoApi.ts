import { catalogueUrl } from '../api/catalogueUrl'
import { lazyBlockchainApiClient } from '../api/lazyBlockchainApiClient'
import { lazyCatalogueApiClient } from '../api/lazyCatalogueApiClient'
import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION, withSdkIdentity } from '../api/sdkDefaults'
import { loadStartedParts } from '../client/loadStartedParts'
import type { PorticoInternals } from '../client/PorticoInternals'
import { readEnvironment } from '../options/readEnvironment'
import { createLoader } from '../utils/createLoader'
import type { ApiContext } from './ApiContext'
import { fetchMoreTransactions, fetchTransactions } from './fetchTransactions'
import { hasMoreWallets } from './hasMoreWallets'
import type { PorticoApi } from './PorticoApi'

/**
 * Build `portico.api` for one instance: clients on `options.apiUrl` / `options.catalogueUrl`
 * with the project id, SDK identity and fetch of the options, and the rules bound to the
 * instance's stores and query client. The clients' code and response schemas are fetched with
 * their first request, after the page's first render; the rules come with the started client's
 * parts (startedParts), the blockchain client and the account's rules after them.
 * @example
 * const api = createPorticoApi(internals)
 * await api.fetchWalletsPage(1)
 */
export function createPorticoApi(
  internals: Pick<
    PorticoInternals,
    'options' | 'stores' | 'loadQueryClient' | 'scheduler' | 'storage'
  >,
): PorticoApi {
  const { options } = internals
  const pageOrigin = () => readEnvironment(options.environment).location?.origin
  const clientConfig = {
    projectId: options.projectId,
    sdkType: options.sdkType ?? PORTICO_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? PORTICO_SDK_VERSION,
    fetch: options.fetch,
  }
  const blockchainConfig = { ...clientConfig, baseUrl: options.apiUrl }
  const catalogueConfig = withSdkIdentity({ ...clientConfig, baseUrl: options.catalogueUrl })
  const loadRules = createLoader(async () => (await loadStartedParts()).apiRules)
  const loadAccountRules = createLoader(async () => (await loadStartedParts()).loadAccountRules())
  const context: ApiContext = {
    ...internals,
    blockchain: lazyBlockchainApiClient(
      createLoader(async () =>
        (await (await loadStartedParts()).loadBlockchainApiClient()).createBlockchainApiClient(
          blockchainConfig,
        ),
      ),
    ),
    catalogue: lazyCatalogueApiClient(
      catalogueConfig,
      createLoader(async () =>
        (await loadRules()).createCatalogueRequests(catalogueConfig, (path, params) =>
          catalogueUrl(catalogueConfig, path, params),
        ),
      ),
    ),
    memory: { tokenBalanceFailedAt: undefined, searchId: 0, prefetched: new Map() },
  }
  let started: Promise<void> | undefined
  return {
    blockchain: context.blockchain,
    catalogue: context.catalogue,
    start(origin = pageOrigin()) {
      // Callers start it and move on (`void api.start()`): a failure (the chunk unreachable) is
      // reported here, never left as an unhandled rejection, and forgotten so the next start
      // tries again.
      started ??= loadRules()
        .then(({ checkProjectConfig, prefetch }) =>
          Promise.all([checkProjectConfig(context, origin), prefetch(context)]),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            started = undefined
            options.logger.warn('Portico: the project checks and prefetch failed', error)
          },
        )
      return started
    },
    checkProjectConfig: async (origin = pageOrigin()) =>
      (await loadRules()).checkProjectConfig(context, origin),
    fetchTokenBalances: async (fetchOptions) =>
      (await loadAccountRules()).fetchTokenBalances(context, fetchOptions),
    // The store says 'loading' the moment it is asked; the page comes with the account's rules.
    fetchTransactions: () => fetchTransactions(context, loadAccountRules),
    fetchMoreTransactions: () => fetchMoreTransactions(context, loadAccountRules),
    fetchWalletsPage: async (page) => (await loadRules()).fetchWalletsPage(context, page),
    async fetchNextWalletsPage() {
      const state = internals.stores.wallets.getState()
      if (hasMoreWallets(state)) await (await loadRules()).fetchWalletsPage(context, state.page + 1)
    },
    searchWallets: async (text) => (await loadRules()).searchWallets(context, text),
    async fetchFeaturedWallets() {
      await (await loadRules()).fetchFeaturedWallets(context)
    },
    async fetchRecommendedWallets() {
      await (await loadRules()).fetchRecommendedWallets(context)
    },
    prefetch: async (kind) => (await loadRules()).prefetch(context, kind),
    walletImageUrl: (wallet) =>
      wallet.image_url ??
      (wallet.image_id ? context.catalogue.walletImageUrl(wallet.image_id) : undefined),
  }
}
