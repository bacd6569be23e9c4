import { type RelayRequest, relayRequestSchema } from '@portico/common/schemas/relay'
import { RelayRpcError } from './RelayRpcError'
import { readRawId } from './readRawId'

/**
 * What one inbound text frame turned out to be. Requests and responses carry `rawId`, the id
 * exactly as it must be echoed.
 * @example
 * const frame: ParsedFrame = parseFrame(text)
 */
export type ParsedFrame =
  | { kind: 'request'; rawId: string; request: RelayRequest }
  | { kind: 'response'; id: unknown; ok: boolean }
  | { kind: 'invalid'; rawId: string; error: RelayRpcError }

// The ack every SDK sends for a push (`formatJsonRpcResult(id, true)`), recognised without
// parsing: it is half of all inbound frames.
const ACK = /^\{"id":(\d{1,16}),"jsonrpc":"2\.0","result":true\}$/

/**
 * Classify and validate one frame: a request, a client's response (an ack), or an error to send
 * back (parse error, invalid request). Never throws.
 * @example
 * const frame = parseFrame('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}')
 */
export function parseFrame(text: string): ParsedFrame {
  const ack = ACK.exec(text)
  const ackId = ack ? Number(ack[1]) : Number.NaN
  if (Number.isSafeInteger(ackId)) return { kind: 'response', id: ackId, ok: true }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', rawId: 'null', error: new RelayRpcError('PARSE_ERROR') }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const details = Array.isArray(value) ? 'Batch requests are not supported' : 'Expected an object'
    return {
      kind: 'invalid',
      rawId: 'null',
      error: new RelayRpcError('INVALID_REQUEST', { details }),
    }
  }
  const record = value as Record<string, unknown>
  const rawId = rawIdOf(text, record.id)
  if (!('method' in record) && ('result' in record || 'error' in record)) {
    return { kind: 'response', id: record.id, ok: 'result' in record && !('error' in record) }
  }
  const { id, jsonrpc, method, params } = record
  // The usual well-formed request is taken as is; the schema only runs to explain a bad one.
  if (
    (typeof id === 'number' || (typeof id === 'string' && id.length <= 128)) &&
    jsonrpc === '2.0' &&
    typeof method === 'string' &&
    method.length >= 1 &&
    method.length <= 64
  ) {
    return { kind: 'request', rawId, request: { id, jsonrpc, method, params } }
  }
  const parsed = relayRequestSchema.safeParse(record)
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    return { kind: 'invalid', rawId, error: new RelayRpcError('INVALID_REQUEST', { details }) }
  }
  return { kind: 'request', rawId, request: parsed.data }
}

function rawIdOf(text: string, id: unknown): string {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id === 'number' && Number.isFinite(id)) {
    return Number.isSafeInteger(id) ? String(id) : (readRawId(text) ?? String(id))
  }
  return 'null'
}
