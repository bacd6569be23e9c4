import type { InternalTransfer, RpcTrace } from './rpcSchemas'

/**
 * The ether moved by the inner calls of `trace_block`'s traces (Parity format, block order): each
 * `call` (not `delegatecall`, `staticcall` or `callcode`, which move none) and creation below a
 * transaction's top level with a value, unless it or a call above it reverted. The top-level call
 * is the transaction itself, whose value the indexer reads from the transaction.
 * @example
 * internalTransfersOfTraces(traces)
 * // [{ txHash: '0x…', from: '0x5c…', to: '0x70…', value: 1_000_000_000_000_000n }]
 */
export function internalTransfersOfTraces(traces: readonly RpcTrace[]): InternalTransfer[] {
  const transfers: InternalTransfer[] = []
  // Traces come depth first, so a reverted call is seen before the calls below it.
  const reverted = new Set<string>()
  for (const trace of traces) {
    const txHash = trace.transactionHash?.toLowerCase()
    if (!txHash) continue
    const path = trace.traceAddress
    const key = (depth: number) => `${txHash}/${path.slice(0, depth).join('.')}`
    if (trace.error !== undefined) {
      reverted.add(key(path.length))
      continue
    }
    if (path.length === 0) continue
    const value = BigInt(trace.action.value ?? '0x0')
    const to = recipientOf(trace)
    if (value === 0n || !to || !trace.action.from) continue
    let underRevert = false
    for (let depth = 0; depth < path.length && !underRevert; depth++) {
      underRevert = reverted.has(key(depth))
    }
    if (underRevert) continue
    transfers.push({ txHash, from: trace.action.from.toLowerCase(), to: to.toLowerCase(), value })
  }
  return transfers
}

// Who received a trace's value: a plain call's callee or a creation's new contract.
function recipientOf(trace: RpcTrace): string | null | undefined {
  if (trace.type === 'call') return trace.action.callType === 'call' ? trace.action.to : undefined
  if (trace.type === 'create' || trace.type === 'create2') return trace.result?.address
  return undefined
}
