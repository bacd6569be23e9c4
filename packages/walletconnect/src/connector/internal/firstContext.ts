import type { AdapterContext } from '@portico/core'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * The context of the first adapter attached, which speaks for the app (project id, metadata).
 * @example
 * const projectId = firstContext(state)?.projectId
 */
export function firstContext(state: WalletConnectState): AdapterContext | undefined {
  return state.contexts.values().next().value
}
