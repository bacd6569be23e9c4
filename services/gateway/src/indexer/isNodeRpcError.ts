import { BaseError, RpcError, RpcRequestError } from 'viem'

// Method not found (JSON-RPC), method not supported (EIP-1474), unsupported method (EIP-1193):
// what Geth without the trace API, and providers that do not offer it, answer to trace_block.
const UNSERVED_CODES: readonly number[] = [-32601, -32004, 4200]

/**
 * Whether the node answered the call with a JSON-RPC error object (as opposed to a timeout or an
 * HTTP failure, which say nothing about the method): a pruned node asked for old state, a rate
 * limit, or a method it does not serve.
 * @example
 * if (isNodeRpcError(error)) return fetchBlockRange(client, from, to)
 */
export function isNodeRpcError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((e) => e instanceof RpcRequestError || e instanceof RpcError) !== null
  )
}

/**
 * Whether the node answered that it does not serve the method at all, which will not change
 * while the indexer runs.
 * @example
 * if (isMethodUnserved(error)) memory.traceBlockUnserved = true
 */
export function isMethodUnserved(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (e) =>
        (e instanceof RpcRequestError || e instanceof RpcError) && UNSERVED_CODES.includes(e.code),
    ) !== null
  )
}
