import type { Logger } from '@portico/server'
import { BaseError, type PublicClient } from 'viem'
import { fetchBlockRange } from './fetchBlockRange'
import { fetchTracedBlockRange } from './fetchTracedBlockRange'
import { isNodeRpcError } from './isNodeRpcError'
import type { BlockWithReceipts } from './rpcSchemas'
import { type CallTracerMemory, traceTargetedBlocks } from './traceTargetedBlocks'

/**
 * What the indexer remembers about a chain's node between ranges.
 * @example
 * const memory: BlockFetchMemory = {
 *   traceBlockUnserved: false,
 *   tracingFailed: false,
 *   callTracerUnserved: false,
 *   callTracerFailed: false,
 * }
 */
export type BlockFetchMemory = CallTracerMemory & {
  /** The node answered that it does not serve `trace_block`: full blocks from then on. */
  traceBlockUnserved: boolean
  /** The last traced fetch failed with a node error (already logged). */
  tracingFailed: boolean
}

/**
 * Fetches blocks `from..to` for the indexer: without transaction objects when the node serves
 * `trace_block` (see {@link fetchTracedBlockRange}), with them otherwise. Full blocks are fetched
 * for a range whose nonces cannot be derived, for a range the traced calls failed on with a node
 * error (a pruned node has no state for old blocks' nonces or traces; full blocks need none), and
 * for every range once the node has answered that it does not serve `trace_block`.
 * `trace_block` also gives every block's inner ether moves; full blocks get them from
 * {@link traceTargetedBlocks} where a transaction went to one of `traceTargets`.
 * @example
 * const memory = { traceBlockUnserved: false, tracingFailed: false, callTracerUnserved: false, callTracerFailed: false }
 * const blocks = await fetchBlocks({ client, from: 1, to: 100, memory, logger, chainId, traceTargets })
 */
export async function fetchBlocks(args: {
  client: PublicClient
  from: number
  to: number
  memory: BlockFetchMemory
  logger: Logger
  chainId: string
  /** Where full blocks' transactions must go to be call-traced (lower-case). */
  traceTargets: ReadonlySet<string>
}): Promise<BlockWithReceipts[]> {
  const { client, from, to, memory, logger, chainId } = args
  const fullBlocks = async () =>
    traceTargetedBlocks({
      client,
      blocks: await fetchBlockRange(client, from, to),
      targets: args.traceTargets,
      memory,
      logger,
      chainId,
    })
  if (memory.traceBlockUnserved) return fullBlocks()
  let range: Awaited<ReturnType<typeof fetchTracedBlockRange>>
  try {
    range = await fetchTracedBlockRange(client, from, to)
  } catch (error) {
    if (!isNodeRpcError(error)) throw error
    if (!memory.tracingFailed) {
      // viem's first line names the error class; the node's own words are in `details`.
      const reason =
        error instanceof BaseError ? error.details || error.shortMessage : String(error)
      logger.warn(
        `indexer: ${chainId} traced fetch of blocks ${from}-${to} failed, fetching full blocks until it works again: ${reason}`,
      )
    }
    memory.tracingFailed = true
    return fullBlocks()
  }
  if (range.kind === 'traceBlockUnserved') {
    logger.info(`indexer: ${chainId} node does not serve trace_block, fetching full blocks`)
    memory.traceBlockUnserved = true
    return fullBlocks()
  }
  if (range.kind === 'noncesUncertain') return fullBlocks()
  memory.tracingFailed = false
  return range.blocks
}
