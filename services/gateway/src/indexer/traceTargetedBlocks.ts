import type { Logger } from '@portico/server'
import { BaseError, type EIP1193RequestFn, type Hex, type PublicClient } from 'viem'
import { z } from 'zod'
import { UpstreamError } from '../errors/UpstreamError'
import { callFrameSchema, internalTransfersOfCallFrames } from './internalTransfersOfCallFrames'
import { isMethodUnserved, isNodeRpcError } from './isNodeRpcError'
import { parseRpcAnswer } from './parseRpcAnswer'
import type { BlockWithReceipts } from './rpcSchemas'

const blockTraceSchema = z.array(
  z.object({ txHash: z.string().optional(), result: callFrameSchema }),
)

// viem's public schema has no debug methods.
type DebugTraceBlockRequest = EIP1193RequestFn<
  [
    {
      Method: 'debug_traceBlockByHash'
      Parameters: [hash: Hex, options: { tracer: 'callTracer' }]
      ReturnType: unknown
    },
  ]
>

/**
 * What {@link traceTargetedBlocks} remembers about a node between ranges.
 * @example const memory: CallTracerMemory = { callTracerUnserved: false, callTracerFailed: false }
 */
export type CallTracerMemory = {
  /** The node answered that it does not serve `debug_traceBlockByHash`: no tracing from then on. */
  callTracerUnserved: boolean
  /** The last call failed with a node error (already logged). */
  callTracerFailed: boolean
}

/**
 * Adds the ether moved by inner calls (`internalTransfers`) to the full blocks that hold a
 * transaction sent to one of `targets` (lower-case: the chain's ERC-4337 EntryPoints, whose
 * `handleOps` carries smart accounts' calls, and its swap router, which refunds and pays out
 * ether), from Geth's `callTracer` (`debug_traceBlockByHash`, the twin of
 * `debug_traceBlockByNumber` that cannot trace a block a reorg put in its place), in one batch.
 * Only those
 * blocks: a call trace costs the node far more than the block, and these are where the indexer's
 * users move ether by inner calls. A node that does not serve the method, or that fails it, leaves
 * the blocks untraced, as before (the first is remembered, the second logged once in a row).
 * @example
 * const traced = await traceTargetedBlocks({ client, blocks, targets, memory, logger, chainId })
 */
export async function traceTargetedBlocks(args: {
  client: PublicClient
  blocks: BlockWithReceipts[]
  targets: ReadonlySet<string>
  memory: CallTracerMemory
  logger: Logger
  chainId: string
}): Promise<BlockWithReceipts[]> {
  const { client, blocks, targets, memory, logger, chainId } = args
  if (memory.callTracerUnserved || targets.size === 0) return blocks
  const chosen = blocks.filter(({ block }) =>
    block.transactions.some((tx) => tx.to && targets.has(tx.to.toLowerCase())),
  )
  if (chosen.length === 0) return blocks
  const request = client.request as unknown as DebugTraceBlockRequest
  let answers: unknown[]
  try {
    answers = await Promise.all(
      chosen.map(({ block }) =>
        request({
          method: 'debug_traceBlockByHash',
          params: [block.hash as Hex, { tracer: 'callTracer' }],
        }),
      ),
    )
  } catch (error) {
    if (isMethodUnserved(error)) {
      logger.info(`indexer: ${chainId} node serves no call traces, inner ether moves not indexed`)
      memory.callTracerUnserved = true
      return blocks
    }
    if (!isNodeRpcError(error)) throw error
    if (!memory.callTracerFailed) {
      const reason =
        error instanceof BaseError ? error.details || error.shortMessage : String(error)
      logger.warn(`indexer: ${chainId} call traces failed, indexing without them: ${reason}`)
    }
    memory.callTracerFailed = true
    return blocks
  }
  memory.callTracerFailed = false
  const traced = new Map(chosen.map(({ block }, i) => [block.hash, answers[i]]))
  return blocks.map((fetched) => {
    const answer = traced.get(fetched.block.hash)
    if (answer === undefined) return fetched
    const n = fetched.block.number
    const frames = parseRpcAnswer(blockTraceSchema, answer, `debug_traceBlockByHash(${n})`)
    const { transactions } = fetched.block
    if (frames.length !== transactions.length) {
      throw new UpstreamError(
        'UPSTREAM_RPC_ERROR',
        `block ${n}: ${transactions.length} transactions but ${frames.length} call traces`,
      )
    }
    // Frames come in block order; a node that names the transaction must name the same one.
    const internalTransfers = frames.flatMap((frame, i) => {
      const hash = (transactions[i] as { hash: string }).hash
      if (frame.txHash && frame.txHash.toLowerCase() !== hash.toLowerCase()) {
        throw new UpstreamError(
          'UPSTREAM_RPC_ERROR',
          `block ${n}: call trace ${i} is of ${frame.txHash}, not ${hash}`,
        )
      }
      return internalTransfersOfCallFrames(hash, frame.result)
    })
    return { ...fetched, internalTransfers }
  })
}
