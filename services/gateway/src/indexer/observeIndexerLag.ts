import type { Metrics } from '@portico/server'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { GatewayDb } from '../db/Database'

// A scrape must not wait on a chain that does not answer.
const HEAD_TIMEOUT_MS = 1_000

function withinTimeout<T>(promise: Promise<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), HEAD_TIMEOUT_MS)
    promise.then(
      (value) => resolve(value),
      () => resolve(undefined),
    )
    promise.finally(() => clearTimeout(timer)).catch(() => {})
  })
}

/**
 * Registers `portico_gateway_indexer_lag_blocks{chain}`: how many blocks each chain's head is
 * ahead of what the database holds indexed, read at each scrape from the shared cursor (so every
 * node reports it, whichever holds the indexer lock) and the chain's head. A chain that does not
 * answer within 1 s, or has no cursor yet, is left out of that scrape.
 * @example
 * observeIndexerLag({ metrics, db, chains })
 */
export function observeIndexerLag(deps: {
  metrics: Metrics
  db: GatewayDb
  chains: readonly GatewayChain[]
}): void {
  deps.metrics.gauge({
    name: 'portico_gateway_indexer_lag_blocks',
    help: "Blocks between each chain's head and the last block indexed",
    labelNames: ['chain'] as const,
    collect: async (gauge) => {
      gauge.reset()
      const cursors = await deps.db
        .selectFrom('chain_cursors')
        .select(['chain_id', 'next_block'])
        .execute()
      await Promise.all(
        deps.chains.map(async (chain) => {
          const cursor = cursors.find((row) => row.chain_id === chain.caip2)
          if (!cursor) return
          const head = await withinTimeout(chain.client.getBlockNumber())
          if (head === undefined) return
          gauge.set({ chain: chain.caip2 }, Math.max(0, Number(head) - (cursor.next_block - 1)))
        }),
      )
    },
  })
}
