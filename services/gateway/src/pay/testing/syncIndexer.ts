import type { Clock } from '@portico/server'
import { createChainClients } from '../../blockchain/createChainClients'
import { toGatewayChains } from '../../blockchain/GatewayChain'
import type { GatewayConfig } from '../../config/gatewayConfigSchema'
import type { GatewayDb } from '../../db/Database'
import { createIndexer } from '../../indexer/createIndexer'

/**
 * Indexes a test gateway's chains up to their heads once, into its database: what the
 * gateway's indexer would have done by the time a visitor's QR payment is looked for.
 * @example
 * await syncIndexer(gateway)
 */
export async function syncIndexer(gateway: {
  db: GatewayDb
  config: GatewayConfig
  clock: Clock
}): Promise<void> {
  const { db, config, clock } = gateway
  const chains = toGatewayChains(config.chains, createChainClients(config.chains))
  await createIndexer({ db, chains, clock, pollIntervalMs: 1000, batchSize: 100 }).sync()
}
