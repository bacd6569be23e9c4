import type { CatalogueApiClient, GetWalletsParams } from '../api/createCatalogueApiClient'

// The catalogue and project settings do not change while a page is open: fetch once per instance.
const ONCE_PER_INSTANCE = Number.POSITIVE_INFINITY

/**
 * Query options of one /getWallets call (a list page, a search, featured or recommended).
 * @example
 * const { data, count } = await queryClient.fetchQuery(
 *   walletListQueryOptions(portico.api.catalogue, { page: 1, entries: 40 }),
 * )
 */
export function walletListQueryOptions(
  api: Pick<CatalogueApiClient, 'getWallets'>,
  params: GetWalletsParams,
) {
  return {
    queryKey: ['portico', 'wallets', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getWallets(params, { signal }),
    staleTime: ONCE_PER_INSTANCE,
  }
}

/**
 * Query options of the project's allowed origins.
 * @example
 * const { allowedOrigins } = await queryClient.fetchQuery(allowedOriginsQueryOptions(catalogue))
 */
export function allowedOriginsQueryOptions(api: Pick<CatalogueApiClient, 'getAllowedOrigins'>) {
  return {
    queryKey: ['portico', 'allowedOrigins'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getAllowedOrigins({ signal }),
    staleTime: ONCE_PER_INSTANCE,
  }
}

/**
 * Query options of the project's analytics switch.
 * @example
 * const { isAnalyticsEnabled } = await queryClient.fetchQuery(analyticsConfigQueryOptions(catalogue))
 */
export function analyticsConfigQueryOptions(api: Pick<CatalogueApiClient, 'getAnalyticsConfig'>) {
  return {
    queryKey: ['portico', 'analyticsConfig'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.getAnalyticsConfig({ signal }),
    staleTime: ONCE_PER_INSTANCE,
  }
}
