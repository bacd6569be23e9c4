import type { Clock } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import { createIndexer } from '../indexer/createIndexer'

/**
 * An indexer of `chains` (as configured) into `db`, reading the chains through clients of their
 * own, `batchSize` blocks at a time; on a manual clock unless the test gives one. Tests call its
 * `sync()` to index up to each chain's head.
 * @example
 * await createTestIndexer({ db: gateway.db, chains: gateway.config.chains, batchSize: 50 }).sync()
 */
export function createTestIndexer(args: {
  db: GatewayDb
  chains: readonly ChainConfig[]
  batchSize: number
  clock?: Clock
}) {
  return createIndexer({
    db: args.db,
    chains: toGatewayChains(args.chains, createChainClients(args.chains)),
    clock: args.clock ?? createManualClock(),
    pollIntervalMs: 1000,
    batchSize: args.batchSize,
  })
}
