import type { QueryClient } from '@tanstack/query-core'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient'
import type { CatalogueApiClient } from '../api/createCatalogueApiClient'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'
import type { PorticoStorage } from '../types/PorticoStorage'
import type { PorticoStores } from '../types/PorticoStores'
import type { Scheduler } from '../utils/createScheduler'

/**
 * What can be prefetched once per instance (spec §2).
 * @example
 * await portico.api.prefetch('featured')
 */
export type PrefetchKind = 'featured' | 'recommended' | 'networkImages' | 'connectorImages'

/**
 * What the remote-data rules remember between calls, per instance.
 * @example
 * const memory: ApiMemory = { tokenBalanceFailedAt: undefined, searchId: 0, prefetched: new Map() }
 */
export type ApiMemory = {
  /** When the last token-balance fetch failed (ms since epoch); blocks retries for 30 s. */
  tokenBalanceFailedAt: number | undefined
  /** Id of the latest search; answers of older searches are dropped. */
  searchId: number
  /** Prefetches started, by kind. */
  prefetched: Map<PrefetchKind, Promise<void>>
}

/**
 * Everything the remote-data rules work on: one instance's options, stores, query client and
 * timers, its two API clients and its {@link ApiMemory}.
 * @example
 * await fetchTokenBalances(context, { forceUpdate: true })
 */
export type ApiContext = {
  options: ResolvedPorticoOptions
  stores: PorticoStores
  /** The instance's TanStack Query client, loaded with the first remote-data call. */
  loadQueryClient(): Promise<QueryClient>
  scheduler: Scheduler
  /** The instance's browser storage (the balance cache). */
  storage: PorticoStorage
  blockchain: BlockchainApiClient
  catalogue: CatalogueApiClient
  memory: ApiMemory
}
