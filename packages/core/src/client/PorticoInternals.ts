import type { ChainNamespace } from '@portico/common'
import type { QueryClient } from '@tanstack/query-core'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { EmbeddedWallet } from '../types/EmbeddedWallet'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'
import type { PorticoStorage } from '../types/PorticoStorage'
import type { PorticoStores } from '../types/PorticoStores'
import type { Scheduler } from '../utils/createScheduler'

/**
 * Everything one instance's actions work on. Actions take it as their first argument, the way
 * wagmi actions take a config; `createPortico` binds them to the public instance.
 * @example
 * await connect(internals, { connectorId: 'injected' })
 */
export type PorticoInternals = {
  options: ResolvedPorticoOptions
  stores: PorticoStores
  storage: PorticoStorage
  /** The instance's TanStack Query client: made on first use, after the page's first load. */
  loadQueryClient(): Promise<QueryClient>
  scheduler: Scheduler
  /** One adapter per namespace; the embedded wallet, once loaded, wraps the eip155 one. */
  adapters: Map<ChainNamespace, ChainAdapter>
  /** The embedded wallet, loading or loaded (see loadEmbeddedWallet). */
  embeddedWallet: { loading: Promise<EmbeddedWallet | undefined> | undefined }
  /** Unsafe wallet requests in flight; aborted when the modal closes with no pending transaction. */
  pendingRequests: Set<AbortController>
  /** Resolves once `init()` finished (immediately when it was never called). */
  whenReady(): Promise<void>
  /** Whether `whenReady()` would resolve with nothing left to wait for. */
  isReady(): boolean
}
