import { RELAY_METHODS } from '@portico/common/schemas/relay'
import { batchFetchMessages } from './batchFetchMessages'
import type { RelayMethodHandler } from './defineMethod'
import { batchPublish, publish } from './publishMethods'
import { approveSession, proposeSession } from './sessionMethods'
import { batchSubscribe, batchUnsubscribe, subscribe, unsubscribe } from './subscribeMethods'

/**
 * Method name -> handler for every JSON-RPC method a client may call.
 * @example
 * const handler = createMethodTable().get('irn_subscribe')
 */
export function createMethodTable(): ReadonlyMap<string, RelayMethodHandler> {
  return new Map<string, RelayMethodHandler>([
    [RELAY_METHODS.subscribe, subscribe],
    [RELAY_METHODS.batchSubscribe, batchSubscribe],
    [RELAY_METHODS.unsubscribe, unsubscribe],
    [RELAY_METHODS.batchUnsubscribe, batchUnsubscribe],
    [RELAY_METHODS.publish, publish],
    [RELAY_METHODS.batchPublish, batchPublish],
    [RELAY_METHODS.batchFetchMessages, batchFetchMessages],
    [RELAY_METHODS.proposeSession, proposeSession],
    [RELAY_METHODS.approveSession, approveSession],
  ])
}
