import type { RelayRequest } from '@portico/common/schemas/relay'
import type { RelayMethodHandler } from '../methods/defineMethod'
import type { MethodCall, RelayServices } from '../methods/RelayServices'
import { formatError, formatResult } from '../rpc/formatFrames'
import { parseFrame } from '../rpc/parseFrame'
import { RelayRpcError } from '../rpc/RelayRpcError'
import { type RelayConnection, sendFrame } from './RelayConnection'

/**
 * Handle one admitted text frame: answer a request (result or JSON-RPC error, echoing its id
 * exactly), record an ack, or report a malformed frame. The connection stays usable either way.
 * Returns the running request, or undefined when the frame was handled at once (acks, errors),
 * so that half of all frames cost no promise.
 * @example
 * const running = handleFrame(services, methods, connection, text)
 */
export function handleFrame(
  services: RelayServices,
  methods: ReadonlyMap<string, RelayMethodHandler>,
  connection: RelayConnection,
  text: string,
): Promise<void> | undefined {
  const frame = parseFrame(text)
  if (frame.kind === 'response') {
    services.deliverer.acknowledge(connection, frame.id, frame.ok)
    return undefined
  }
  if (frame.kind === 'invalid') {
    sendFrame(connection, formatError(frame.rawId, frame.error))
    return undefined
  }
  const handler = methods.get(frame.request.method)
  if (!handler) {
    const error = new RelayRpcError('METHOD_NOT_FOUND', { details: frame.request.method })
    sendFrame(connection, formatError(frame.rawId, error))
    return undefined
  }
  return runRequest(services, handler, connection, frame.rawId, frame.request)
}

async function runRequest(
  services: RelayServices,
  handler: RelayMethodHandler,
  connection: RelayConnection,
  rawId: string,
  request: RelayRequest,
): Promise<void> {
  const deferred: (() => Promise<void> | void)[] = []
  const call: MethodCall = { connection, defer: (task) => deferred.push(task) }
  try {
    const result = await handler.run(services, call, request.params)
    sendFrame(connection, formatResult(rawId, result))
  } catch (error) {
    if (!(error instanceof RelayRpcError)) {
      services.logger.error('Method failed', { method: request.method, error: String(error) })
    }
    const rpcError = error instanceof RelayRpcError ? error : new RelayRpcError('INTERNAL_ERROR')
    sendFrame(connection, formatError(rawId, rpcError))
    return
  }
  for (const task of deferred) await task()
}
