import { join } from 'node:path'
import { systemClock } from '@portico/server'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import { openGatewayDb } from '../db/openGatewayDb'
import { createIndexer } from '../indexer/createIndexer'

/**
 * Times the indexer catching up a seeded devnet from genesis into a fresh database file, and
 * returns blocks per second of each round (the last round's database is kept at `keepPath`).
 * @example
 * const rates = await benchIndexer({ chain, dir, rounds: 3, keepPath })
 */
export async function benchIndexer(args: {
  chain: ChainConfig
  dir: string
  rounds: number
  batchSize: number
  keepPath: string
}): Promise<{ blocksPerSecond: number[]; blocks: number }> {
  const rates: number[] = []
  let blocks = 0
  for (let round = 0; round < args.rounds; round++) {
    const path =
      round === args.rounds - 1 ? args.keepPath : join(args.dir, `indexer-${round}.sqlite`)
    // Opened as the gateway opens its own, with the same connection settings.
    const { db } = await openGatewayDb({ dbPath: path })
    const chains = toGatewayChains([args.chain], createChainClients([args.chain]))
    const indexer = createIndexer({
      db,
      chains,
      clock: systemClock,
      pollIntervalMs: 1000,
      batchSize: args.batchSize,
    })
    const started = performance.now()
    const counts = await indexer.sync()
    const seconds = (performance.now() - started) / 1000
    blocks = Object.values(counts).reduce((a, b) => a + b, 0)
    rates.push(blocks / seconds)
    await db.destroy()
  }
  return { blocksPerSecond: rates, blocks }
}
