import type { RelayMethodHandler } from '../methods/defineMethod'
import type { MethodCall, RelayServices } from '../methods/RelayServices'
import { formatError, formatResult } from '../rpc/formatFrames'
import { parseFrame } from '../rpc/parseFrame'
import { RelayRpcError } from '../rpc/RelayRpcError'
import { type RelayConnection, sendFrame } from './RelayConnection'

/**
 * Handle one admitted text frame: answer a request (result or JSON-RPC error, echoing its id
 * exactly), record an ack, or report a malformed frame. The connection stays usable either way.
 * @example
 * await handleFrame(services, methods, connection, text)
 */
export async function handleFrame(
  services: RelayServices,
  methods: ReadonlyMap<string, RelayMethodHandler>,
  connection: RelayConnection,
  text: string,
): Promise<void> {
  const frame = parseFrame(text)
  if (frame.kind === 'response') {
    services.deliverer.acknowledge(connection, frame.id, frame.ok)
    return
  }
  if (frame.kind === 'invalid') {
    sendFrame(connection, formatError(frame.rawId, frame.error))
    return
  }
  const { rawId, request } = frame
  const handler = methods.get(request.method)
  if (!handler) {
    const error = new RelayRpcError('METHOD_NOT_FOUND', { details: request.method })
    sendFrame(connection, formatError(rawId, error))
    return
  }
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
