import type { Clock } from '@portico/server'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import { createTestIndexer } from './createTestIndexer'

/**
 * Indexes every chain of a test gateway's config into its database, up to each chain's head
 * ({@link createTestIndexer}'s `sync()`).
 * @example await indexTestGateway(gateway, { batchSize: 50 })
 */
export function indexTestGateway(
  gateway: { db: GatewayDb; config: { chains: readonly ChainConfig[] } },
  options: { batchSize: number; clock?: Clock },
): Promise<unknown> {
  return createTestIndexer({ db: gateway.db, chains: gateway.config.chains, ...options }).sync()
}
