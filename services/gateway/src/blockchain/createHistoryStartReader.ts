import type { HistoryStart } from '@portico/common/schemas/api'
import { type Logger, systemClock } from '@portico/server'
import { createTtlCache } from '../convert/createTtlCache'
import type { GatewayChain } from './GatewayChain'

/**
 * Where each chain's indexed history begins: for a chain indexed from a later block than genesis
 * (`startBlock` > 0), that block and its time, read from the node once; undefined for a chain
 * indexed from genesis, an unknown chain, or while the block cannot be read (logged, asked again
 * next time). A page of history says it, so the kit can tell a visitor where the list ends
 * rather than show a short list as the whole story.
 * @example
 * const historyStart = createHistoryStartReader(chains, logger)
 * await historyStart('eip155:8453') // { block: 22_000_000, minedAt: '2026-11-03T09:12:11.000Z' }
 */
export function createHistoryStartReader(
  chains: ReadonlyMap<string, GatewayChain>,
  logger: Logger,
): (chainId: string | undefined) => Promise<HistoryStart | undefined> {
  // Read once per chain (a block's time never changes); a failed read is asked again next time.
  const known = createTtlCache<HistoryStart>(systemClock)
  return async (chainId) => {
    const chain = chainId === undefined ? undefined : chains.get(chainId)
    if (!chain || chain.config.startBlock === 0) return undefined
    const block = chain.config.startBlock
    const start = known.get(chain.caip2, Number.POSITIVE_INFINITY, async () => {
      const read = await chain.client.getBlock({ blockNumber: BigInt(block) })
      return { block, minedAt: new Date(Number(read.timestamp) * 1000).toISOString() }
    })
    try {
      return await start
    } catch (error) {
      logger.warn('the block where history starts could not be read', { chainId, block, error })
      return undefined
    }
  }
}
