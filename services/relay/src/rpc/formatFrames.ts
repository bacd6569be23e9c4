import type { RelayRpcError } from './RelayRpcError'

/**
 * A JSON-RPC success frame; `rawId` is the request id exactly as it must appear on the wire.
 * @example
 * socket.send(formatResult('"1732000000000000123"', true))
 */
export function formatResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/**
 * A JSON-RPC error frame; `rawId` is `null` when the request id could not be read.
 * @example
 * socket.send(formatError('null', new RelayRpcError('PARSE_ERROR')))
 */
export function formatError(rawId: string, error: RelayRpcError): string {
  const body: { code: number; message: string; data?: string } = {
    code: error.code,
    message: error.shortMessage,
  }
  if (error.details) body.data = error.details
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify(body)}}`
}

/**
 * The `irn_subscription` push; `dataJson` is the message's serialized `data`, rendered once
 * per message and shared by every subscriber.
 * @example
 * socket.send(formatSubscription(nextId(), subscriptionId, dataJson))
 */
export function formatSubscription(id: number, subscriptionId: string, dataJson: string): string {
  return `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionId}","data":${dataJson}}}`
}
