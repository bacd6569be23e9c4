import type { ConnectionLimits } from '../connection/ConnectionLimits'
import type { QuotaLimits } from './quotaVerdict'
import type { StorageLedger } from './StorageLedger'

/**
 * Where a relay keeps its storage ledger and connection counts: in its own memory (one node,
 * the default) or in a store every node shares (Redis: see `openClusterStore`), so limits hold
 * for a whole cluster instead of multiplying by its node count.
 * @example
 * const relay = createRelay({ clock, store, logger, bus, quotas: cluster.quotas })
 */
export type QuotaBackend = {
  ledger(limits: QuotaLimits): StorageLedger
  connections(caps: { perAddress: number; perClient: number }): ConnectionLimits
}
