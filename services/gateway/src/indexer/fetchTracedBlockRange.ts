import { type EIP1193RequestFn, type Hex, type PublicClient, toHex } from 'viem'
import { z } from 'zod'
import { UpstreamError } from '../errors/UpstreamError'
import { internalTransfersOfTraces } from './internalTransfersOfTraces'
import { isMethodUnserved } from './isNodeRpcError'
import { parseRpcAnswer } from './parseRpcAnswer'
import {
  type BlockWithReceipts,
  type InternalTransfer,
  type RpcBlock,
  type RpcTrace,
  rpcBlockHeaderSchema,
  rpcTracedReceiptSchema,
  rpcTraceSchema,
} from './rpcSchemas'

const receiptsSchema = z.array(rpcTracedReceiptSchema)
const tracesSchema = z.array(rpcTraceSchema)
const nonceSchema = z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity')

// viem's public schema has no trace methods.
type TraceBlockRequest = EIP1193RequestFn<
  [{ Method: 'trace_block'; Parameters: [block: Hex]; ReturnType: unknown }]
>

// Legacy, EIP-2930, EIP-1559 and blob transactions change no nonce but their sender's. Others can:
// an EIP-7702 authorization list bumps each authority's nonce, and unknown types may do anything.
const NONCE_SAFE_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 3])

/**
 * What {@link fetchTracedBlockRange} got: the blocks, or why this range must be fetched with full
 * transactions instead.
 * @example if (range.kind === 'fetched') extractRows(chainId, range.blocks)
 */
export type TracedBlockRange =
  | { kind: 'fetched'; blocks: BlockWithReceipts[] }
  /** Something in the range may move a sender's nonce besides its own transactions. */
  | { kind: 'noncesUncertain' }
  /** The node does not serve `trace_block` at all. */
  | { kind: 'traceBlockUnserved' }

/**
 * Fetches blocks `from..to` without their transaction objects, which some nodes (anvil) build
 * slowly: headers with transaction hashes, receipts (sender, recipient, status, logs) and
 * `trace_block` (each transaction's value and input, from its top-level call; the ether its inner
 * calls moved, see {@link internalTransfersOfTraces}) in one batch, then
 * each sender's nonce before the range in a second. A transaction's nonce is that count plus the
 * sender's earlier transactions in the range, which holds only while nothing else moves a sender's
 * nonce: a range with a transaction type other than 0–3 (EIP-7702 authorizations) or with a
 * creation made by code running at a sender's address (a delegated account) is `noncesUncertain`.
 * The result has the shape {@link fetchBlockRange} returns. A missing block, or one the node
 * replaced between the calls (a reorg), ends the range early; answers of another shape, or that
 * disagree on one block's transactions, are an `UpstreamError`.
 * @example
 * const range = await fetchTracedBlockRange(client, 1, 100)
 * const blocks = range.kind === 'fetched' ? range.blocks : await fetchBlockRange(client, 1, 100)
 */
export async function fetchTracedBlockRange(
  client: PublicClient,
  from: number,
  to: number,
): Promise<TracedBlockRange> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => toHex(from + i))
  const traceBlock = client.request as unknown as TraceBlockRequest
  const [headers, receipts, traces] = await Promise.all([
    Promise.all(
      numbers.map((n) => client.request({ method: 'eth_getBlockByNumber', params: [n, false] })),
    ),
    Promise.all(
      numbers.map((n) => client.request({ method: 'eth_getBlockReceipts', params: [n] })),
    ),
    Promise.all(numbers.map((n) => traceBlock({ method: 'trace_block', params: [n] }))).catch(
      (error: unknown) => {
        if (isMethodUnserved(error)) return null
        throw error
      },
    ),
  ])
  if (!traces) return { kind: 'traceBlockUnserved' }

  const blocks: ParsedBlock[] = []
  for (const [i, n] of numbers.entries()) {
    if (headers[i] == null || receipts[i] == null) break
    const block = parseBlock(n, headers[i], receipts[i], traces[i])
    if (!block) break
    const previous = blocks[blocks.length - 1]
    // A reorg between the header calls: the next fetch starts from the consistent part.
    if (previous && block.header.parentHash !== previous.header.hash) break
    blocks.push(block)
  }
  const first = blocks[0]
  if (!first) return { kind: 'fetched', blocks: [] }

  const senders = new Set<string>()
  for (const { receipts } of blocks) {
    for (const receipt of receipts) {
      if (receipt.type === undefined || !NONCE_SAFE_TYPES.has(Number(receipt.type))) {
        return { kind: 'noncesUncertain' }
      }
      senders.add(receipt.from.toLowerCase())
    }
  }
  if (blocks.some((b) => b.innerCreators.some((creator) => senders.has(creator)))) {
    return { kind: 'noncesUncertain' }
  }

  // The state before the range: the first block's parent, or the genesis block itself (it holds
  // no transactions) when the range starts there.
  const before = (from === 0 ? first.header.hash : first.header.parentHash) as Hex
  const sendersInOrder = [...senders]
  const counts = await Promise.all(
    sendersInOrder.map((sender) =>
      client.request({
        method: 'eth_getTransactionCount',
        params: [sender as Hex, { blockHash: before }],
      }),
    ),
  )
  const nextNonce = new Map(
    sendersInOrder.map((sender, i) => [
      sender,
      BigInt(parseRpcAnswer(nonceSchema, counts[i], `eth_getTransactionCount(${sender})`)),
    ]),
  )
  return { kind: 'fetched', blocks: blocks.map((block) => assemble(block, nextNonce)) }
}

// Parity traces name CREATE2 `create` too (with `creationMethod`); accept a separate name as well.
function isCreation(trace: RpcTrace): boolean {
  return trace.type === 'create' || trace.type === 'create2'
}

type ParsedBlock = {
  header: z.infer<typeof rpcBlockHeaderSchema>
  receipts: z.infer<typeof rpcTracedReceiptSchema>[]
  /** The top-level trace of each transaction, in block order. */
  calls: RpcTrace[]
  /** Senders of creations made below a transaction's top level. */
  innerCreators: string[]
  /** The ether the transactions' inner calls moved. */
  internalTransfers: InternalTransfer[]
}

// Validates one block's three answers and lines them up by transaction; null when the receipts or
// traces are of another block than the header (the node replaced it between the calls).
function parseBlock(
  n: Hex,
  rawHeader: unknown,
  rawReceipts: unknown,
  rawTraces: unknown,
): ParsedBlock | null {
  const header = parseRpcAnswer(rpcBlockHeaderSchema, rawHeader, `eth_getBlockByNumber(${n})`)
  const receipts = parseRpcAnswer(receiptsSchema, rawReceipts, `eth_getBlockReceipts(${n})`)
  const traces = parseRpcAnswer(tracesSchema, rawTraces, `trace_block(${n})`)
  const hash = header.hash.toLowerCase()
  if (receipts.some((r) => r.blockHash.toLowerCase() !== hash)) return null
  if (traces.some((t) => t.blockHash.toLowerCase() !== hash)) return null

  const disagree = (what: string) => new UpstreamError('UPSTREAM_RPC_ERROR', `block ${n}: ${what}`)
  if (receipts.length !== header.transactions.length) {
    throw disagree(
      `${header.transactions.length} transactions but ${receipts.length} receipts from eth_getBlockReceipts`,
    )
  }
  const calls: (RpcTrace | undefined)[] = header.transactions.map(() => undefined)
  const innerCreators: string[] = []
  for (const trace of traces) {
    if (trace.transactionHash == null) continue
    if (trace.traceAddress.length > 0) {
      if (isCreation(trace) && trace.action.from) {
        innerCreators.push(trace.action.from.toLowerCase())
      }
      continue
    }
    const position = trace.transactionPosition
    if (position == null || position >= calls.length || calls[position]) {
      throw disagree(
        `trace_block gave a second or misplaced top-level trace (position ${position})`,
      )
    }
    calls[position] = trace
  }
  for (const [i, txHash] of header.transactions.entries()) {
    const receipt = receipts[i]
    const call = calls[i]
    const same = (a: string | null | undefined) => a?.toLowerCase() === txHash.toLowerCase()
    if (!receipt || !same(receipt.transactionHash) || Number(receipt.transactionIndex) !== i) {
      throw disagree(`eth_getBlockReceipts has no receipt for transaction ${i} (${txHash})`)
    }
    if (!call || !same(call.transactionHash)) {
      throw disagree(`trace_block has no top-level trace for transaction ${i} (${txHash})`)
    }
    checkCall(call, receipt, disagree)
  }
  return {
    header,
    receipts,
    calls: calls as RpcTrace[],
    innerCreators,
    internalTransfers: internalTransfersOfTraces(traces),
  }
}

// The top-level trace must be the transaction the receipt describes: same sender, a creation
// exactly when the receipt has no recipient, and the value and input a transaction object has.
function checkCall(
  call: RpcTrace,
  receipt: z.infer<typeof rpcTracedReceiptSchema>,
  disagree: (what: string) => Error,
): void {
  const { action } = call
  const creation = isCreation(call)
  const input = creation ? action.init : action.input
  if (
    (call.type !== 'call' && !creation) ||
    creation !== (receipt.to === null) ||
    action.from?.toLowerCase() !== receipt.from.toLowerCase() ||
    action.value === undefined ||
    input === undefined
  ) {
    throw disagree(
      `trace_block's top-level ${call.type} does not match the receipt of ${receipt.transactionHash}`,
    )
  }
}

// One block in the shape of `eth_getBlockByNumber(n, true)` with its receipts; `nextNonce` is
// advanced past each sender's transactions.
function assemble(block: ParsedBlock, nextNonce: Map<string, bigint>): BlockWithReceipts {
  const transactions: RpcBlock['transactions'] = block.receipts.map((receipt, i) => {
    const call = block.calls[i] as RpcTrace
    const sender = receipt.from.toLowerCase()
    const nonce = nextNonce.get(sender) ?? 0n
    nextNonce.set(sender, nonce + 1n)
    return {
      hash: receipt.transactionHash,
      from: receipt.from,
      to: receipt.to,
      value: call.action.value as string,
      input: (isCreation(call) ? call.action.init : call.action.input) as string,
      nonce: toHex(nonce),
      transactionIndex: receipt.transactionIndex,
    }
  })
  const { number, hash, parentHash, timestamp } = block.header
  return {
    block: { number, hash, parentHash, timestamp, transactions },
    receipts: block.receipts.map(({ transactionHash, status, contractAddress, logs }) => ({
      transactionHash,
      status,
      contractAddress,
      logs,
    })),
    internalTransfers: block.internalTransfers,
  }
}
