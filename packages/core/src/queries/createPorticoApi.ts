import { catalogueUrl } from '../api/catalogueUrl'
import { lazyBlockchainApiClient } from '../api/lazyBlockchainApiClient'
import { lazyCatalogueApiClient } from '../api/lazyCatalogueApiClient'
import { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION, withSdkIdentity } from '../api/sdkDefaults'
import { loadStartedParts } from '../client/loadStartedParts'
import type { PorticoInternals } from '../client/PorticoInternals'
import { readEnvironment } from '../options/readEnvironment'
import { createLoader } from '../utils/createLoader'
import { forwardCalls } from '../utils/forwardCalls'
import type { ApiContext } from './ApiContext'
import type { ApiCalls } from './createApiCalls'
import { fetchMoreTransactions, fetchTransactions } from './fetchTransactions'
import type { PorticoApi } from './PorticoApi'

/** The calls forwarded to createApiCalls; `start` has its own front, which never rejects. */
const FORWARDED = [
  'checkProjectConfig',
  'fetchTokenBalances',
  'fetchWalletsPage',
  'fetchNextWalletsPage',
  'searchWallets',
  'fetchFeaturedWallets',
  'fetchRecommendedWallets',
  'prefetch',
] as const satisfies readonly (keyof ApiCalls)[]

/**
 * Build `portico.api` for one instance: clients on `options.apiUrl` / `options.catalogueUrl`
 * with the project id, SDK identity and fetch of the options, and the rules bound to the
 * instance's stores and query client. The clients' code and response schemas are fetched with
 * their first request, after the page's first render; the rules (createApiCalls) come with the
 * started client's parts (startedParts), the blockchain client and the account's rules after
 * them. Only the front is in the page's first load.
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
  const calls = createLoader(async () =>
    (await loadRules()).createApiCalls(context, loadAccountRules, pageOrigin),
  )
  let started: Promise<void> | undefined
  return {
    blockchain: context.blockchain,
    catalogue: context.catalogue,
    start(origin) {
      // Callers start it and move on (`void api.start()`): a failure (the chunk unreachable, a
      // check's request) is reported here, never left as an unhandled rejection, and forgotten
      // so the next start tries again.
      started ??= calls()
        .then((loaded) => loaded.start(origin))
        .then(
          () => undefined,
          (error: unknown) => {
            started = undefined
            options.logger.warn('Portico: the project checks and prefetch failed', error)
          },
        )
      return started
    },
    ...forwardCalls(calls, FORWARDED),
    // The store says 'loading' the moment it is asked; the page comes with the account's rules.
    fetchTransactions: () => fetchTransactions(context, loadAccountRules),
    fetchMoreTransactions: () => fetchMoreTransactions(context, loadAccountRules),
    walletImageUrl: (wallet) =>
      wallet.image_url ??
      (wallet.image_id ? context.catalogue.walletImageUrl(wallet.image_id) : undefined),
  }
}
